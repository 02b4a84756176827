import sharp from 'sharp';
import { expect, expectAccessible, logInAs, test } from './support/site.js';

const TITLE = 'Night walk on the dunes';
const ALT = 'Footprints in the sand at dusk';
const HOUR = 60 * 60 * 1000;

test.describe('the blog', () => {
  test('an editor writes a post with a cover image and schedules it; visitors see it only once its time has come', async ({
    page,
    browser,
    site,
  }) => {
    // One long journey through the editor, the public pages and the home page, each checked with axe.
    test.setTimeout(120_000);
    const cover = await sharp({
      create: { width: 1200, height: 675, channels: 3, background: { r: 59, g: 91, b: 219 } },
    })
      .png()
      .toBuffer();

    await logInAs(page);
    await page.goto('/admin/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog posts' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'New post' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit post' })).toBeVisible();
    await expect(page.getByText('Draft created.')).toBeVisible();
    await page.getByLabel('Title').fill(TITLE);
    await expect(page.getByLabel('Slug')).toHaveValue('night-walk-on-the-dunes');

    await page
      .getByLabel('Text', { exact: true })
      .fill('## Bring a torch\n\nWe walk **slowly**, <a href="javascript:alert(1)" onclick="alert(2)">together</a>.');
    const preview = page.getByTestId('markdown-preview');
    await expect(preview.getByRole('heading', { name: 'Bring a torch' })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('slowly');
    await expect(preview.getByText('together', { exact: true })).toBeVisible();
    await expect(preview.locator('[href^="javascript"], [onclick]')).toHaveCount(0);

    await page.getByLabel('Choose an image').setInputFiles({ name: 'dunes.png', mimeType: 'image/png', buffer: cover });
    await expect(page.getByText('Selected image (saved with the form)')).toBeVisible();
    await page.getByLabel('Image description').fill(ALT);
    await page.getByLabel('Status').selectOption('published');
    // An hour ahead on the site's clock, typed as the editor's browser shows local time.
    const publishAt = new Date(site.clock.now().getTime() + HOUR);
    const local = await page.evaluate((iso) => {
      const date = new Date(iso);
      const pad = (value: number) => String(value).padStart(2, '0');
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
    }, publishAt.toISOString());
    await page.getByLabel('Publish date').fill(local);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText('Post saved.')).toBeVisible();
    await expect(page.getByText(/^Scheduled for /)).toBeVisible();
    await expect(page.getByRole('img', { name: ALT })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Blog posts' }).first().click();
    const row = page.getByRole('row', { name: new RegExp(TITLE) });
    await expect(row.getByText(/^Scheduled for /)).toBeVisible();
    await expectAccessible(page);

    const visitorContext = await browser.newContext({ baseURL: site.url });
    const visitor = await visitorContext.newPage();
    try {
      expect((await visitor.goto('/blog/night-walk-on-the-dunes'))?.status()).toBe(404);
      await visitor.goto('/blog');
      await expect(visitor.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
      await expect(visitor.getByRole('link', { name: TITLE })).toHaveCount(0);

      site.clock.setTime(new Date(publishAt.getTime() + 2 * 60 * 1000));

      await visitor.goto('/blog');
      await expect(visitor.getByRole('img', { name: ALT })).toBeVisible();
      await expectAccessible(visitor);
      await visitor.getByRole('link', { name: TITLE }).click();
      await expect(visitor.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
      await expect(visitor.getByText('By Demo Admin')).toBeVisible();
      await expect(visitor.getByText('1 min read')).toBeVisible();
      const image = visitor.getByRole('img', { name: ALT });
      await expect(image).toBeVisible();
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
        .toBe(true);
      await expect(visitor.getByText('together', { exact: true })).toBeVisible();
      await expect(visitor.locator('[href^="javascript"], [onclick]')).toHaveCount(0);
      await expectAccessible(visitor);

      await visitor.goto('/');
      await expect(visitor.getByRole('heading', { level: 3, name: TITLE })).toBeVisible();
      await expect(visitor.getByRole('img', { name: ALT })).toBeVisible();
      await expectAccessible(visitor);
    } finally {
      await visitorContext.close();
    }
  });

  test('an editor publishes drafts in bulk from the list, deletes one and restores it', async ({ page, site }) => {
    await site.withDatabase(async (db) => {
      for (const title of ['Bulk draft one', 'Bulk draft two']) {
        await db.blogPost.create({
          data: { title, slug: title.toLowerCase().replace(/ /g, '-'), body: 'Draft text.', status: 'draft' },
        });
      }
    });
    await logInAs(page);
    await page.goto('/admin/blog?search=Bulk%20draft');
    await page.getByRole('checkbox', { name: 'Select all posts on this page' }).check();
    await expect(page.getByText('2 selected')).toBeVisible();
    await page
      .getByRole('toolbar', { name: 'Selected posts' })
      .getByRole('button', { name: 'Publish', exact: true })
      .click();
    await expect(page.getByText('2 posts published.')).toBeVisible();
    await expect(page.getByRole('row', { name: /Bulk draft one/ }).getByText('Published')).toBeVisible();
    await expectAccessible(page);

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('checkbox', { name: 'Select Bulk draft two' }).check();
    await page.getByRole('toolbar', { name: 'Selected posts' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('1 post deleted.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bulk draft two' })).toHaveCount(0);
    expect((await page.goto('/blog/bulk-draft-two'))?.status()).toBe(404);

    await page.goto('/admin/blog?search=Bulk%20draft');
    await page.getByLabel('Deleted').selectOption('only');
    await page.getByRole('link', { name: 'Bulk draft two' }).click();
    await expect(page.getByText(/This was deleted on/)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByText('Post restored.')).toBeVisible();
    expect((await page.goto('/blog/bulk-draft-two'))?.status()).toBe(200);
  });
});
