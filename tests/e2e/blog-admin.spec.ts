import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectAccessible, logInAs, test } from './support/site.js';

const PHONE = { width: 390, height: 844 };

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function expectAccessibleInBothSchemes(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /dark/ : /^(?!.*dark)/);
    await expectAccessible(page);
  }
}

test.describe('writing a post', () => {
  test('formats with the toolbar and shortcuts, adds an image, keeps the draft and asks before leaving', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await logInAs(page);
    await page.goto('/admin/blog');
    await page.getByRole('button', { name: 'New post' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit post' })).toBeVisible();
    await page.getByLabel('Title').fill('Toolbar test');

    const text = page.getByLabel('Text', { exact: true });
    const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
    await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-keyshortcuts', /Control\+B/);
    await text.fill('Camp');
    await text.selectText();
    await page.keyboard.press('ControlOrMeta+b');
    await expect(text).toHaveValue('**Camp**');
    await text.press('End');
    await text.pressSequentially('\nWhat to bring');
    await toolbar.getByRole('button', { name: 'Heading' }).click();
    await expect(text).toHaveValue('**Camp**\n## What to bring');
    await text.press('End');
    await page.keyboard.press('ControlOrMeta+k');
    await page.keyboard.type('https://example.org');
    await expect(text).toHaveValue('**Camp**\n## What to bring[link text](https://example.org)');
    await expect(page.getByTestId('markdown-preview').getByRole('heading', { name: /What to bring/ })).toBeVisible();

    await text.press('ControlOrMeta+End');
    const image = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#3b5bdb' } })
      .png()
      .toBuffer();
    await toolbar.locator('xpath=..').locator('input[type="file"]').setInputFiles({
      name: 'tent.png',
      mimeType: 'image/png',
      buffer: image,
    });
    await expect(page.getByText('Image added: describe it in the selected text.')).toBeVisible();
    await expect(text).toHaveValue(/!\[Describe the image\]\(\/uploads\/[0-9a-f]{32}-\d+\.webp\)$/);
    await page.keyboard.type('A blue tent');
    await expect(text).toHaveValue(/!\[A blue tent\]\(\/uploads\//);
    await expect(page.getByTestId('markdown-preview').getByRole('img', { name: 'A blue tent' })).toBeVisible();

    // The draft is kept on the server a moment after typing stops.
    await expect(page.getByText(/^Draft saved at /)).toBeVisible({ timeout: 10_000 });
    await expectAccessibleInBothSchemes(page);
    await page.reload();
    await expect(page.getByLabel('Text', { exact: true })).toHaveValue(/A blue tent/);
    await expect(page.getByLabel('Title')).toHaveValue('Toolbar test');

    // A change not yet kept: leaving asks, and staying keeps it.
    await page.getByLabel('Excerpt').fill('Unsaved words');
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await page.getByRole('link', { name: 'Blog posts' }).first().click();
    await expect.poll(() => asked).toMatch(/not saved/);
    await expect(page.getByLabel('Excerpt')).toHaveValue('Unsaved words');
    await expect(page).toHaveURL(/\/edit$/);
  });

  test('a published post is not changed as it is typed: its words wait in the browser to be restored', async ({
    page,
    context,
    site,
  }) => {
    const post = await site.withDatabase((db) =>
      db.blogPost.create({
        data: {
          title: 'Published already',
          slug: `published-already-${Date.now()}`,
          body: 'As readers see it.',
          status: 'published',
          publishedAt: new Date(Date.now() - 60_000),
        },
      }),
    );
    await logInAs(page);
    await page.goto(`/admin/blog/${post.id}/edit`);
    await page.getByLabel('Text', { exact: true }).fill('A change not saved yet.');
    await expect(page.getByText(/^Draft saved at /)).toHaveCount(0);

    const later = await context.newPage();
    await later.goto(`/admin/blog/${post.id}/edit`);
    await expect(later.getByText(/kept changes to this post from .* that were never saved/)).toBeVisible();
    await expectAccessible(later);
    await later.getByRole('button', { name: 'Restore them' }).click();
    await expect(later.getByLabel('Text', { exact: true })).toHaveValue('A change not saved yet.');
    const stored = await site.withDatabase((db) => db.blogPost.findUniqueOrThrow({ where: { id: post.id } }));
    expect(stored.body).toBe('As readers see it.');

    await later.getByRole('button', { name: 'Save' }).click();
    await expect(later.getByText('Post saved.')).toBeVisible();
    await page.close();
    await later.reload();
    await expect(later.getByLabel('Text', { exact: true })).toHaveValue('A change not saved yet.');
    await expect(later.getByText(/that were never saved/)).toHaveCount(0);
  });

  test('a failed save is announced at the top and focuses the field; Delete stands apart', async ({ page }) => {
    await logInAs(page);
    await page.goto('/admin/blog');
    await page.getByRole('button', { name: 'New post' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit post' })).toBeVisible();
    const cover = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#222' } })
      .png()
      .toBuffer();
    await page.getByLabel('Choose an image').setInputFiles({ name: 'c.png', mimeType: 'image/png', buffer: cover });
    await page.getByRole('button', { name: 'Save' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Not saved' });
    await expect(alert).toContainText('Describe the image for people who cannot see it.');
    await expect(page.getByLabel('Image description')).toBeFocused();
    const save = await page.getByRole('button', { name: 'Save' }).boundingBox();
    const remove = await page.getByRole('button', { name: 'Delete' }).boundingBox();
    expect(remove!.y - (save!.y + save!.height)).toBeGreaterThan(40);
    await expectAccessible(page);
  });
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the admin home leads from each figure to its list; the events list starts with the soonest', async ({
    page,
  }) => {
    await logInAs(page);
    await page.goto('/admin');
    const week = page.getByRole('region', { name: 'This week' });
    await expect(week.getByText('Coming up: places taken')).toBeVisible();
    await expectAccessibleInBothSchemes(page);
    await week.getByRole('link', { name: 'Events in the next 7 days' }).click();
    await expect(page).toHaveURL(/\/admin\/events\?when=upcoming$/);
    // Inner text: the column's label, shown in the cell on phones only, is no part of it here.
    const starts = await page.locator('tbody tr td:nth-child(2)').allInnerTexts();
    const times = starts.map((text) => Date.parse(text.replace(/\s/gu, ' ')));
    expect(times.length).toBeGreaterThan(1);
    expect(times.every((time) => !Number.isNaN(time))).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    await expectAccessibleInBothSchemes(page);
  });

  test("the week's figures follow the page, with a skeleton while they load", async ({ page }) => {
    await logInAs(page);
    // The deferred request is held until the skeleton has been seen, then let through.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/admin', async (route) => {
      if (route.request().headers()['x-inertia-partial-data'] !== 'week') return route.continue();
      await held;
      return route.continue();
    });
    await page.goto('/admin');
    const week = page.getByRole('region', { name: 'This week' });
    await expect(week.getByRole('status')).toHaveText("Loading this week's figures…");
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
    release();
    await expect(week.getByRole('link', { name: 'Events in the next 7 days' })).toBeVisible();
    await expect(week.getByRole('status')).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the admin events list fits with tickets and places left; the admin home shows the week', async ({ page }) => {
    await logInAs(page);
    await page.goto('/admin/events');
    await expect(page.getByRole('columnheader', { name: 'Tickets' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Places left' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessibleInBothSchemes(page);

    await page.goto('/admin');
    const week = page.getByRole('region', { name: 'This week' });
    await expect(week.getByRole('link', { name: 'Events in the next 7 days' })).toBeVisible();
    await expect(week.getByRole('link', { name: 'New members in the last 7 days' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessibleInBothSchemes(page);
  });

  test('a post offers posts to read next and a share button that copies its link', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/blog');
    await page.getByRole('article').first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const readNext = page.getByRole('region', { name: 'Read next' });
    await expect(readNext.getByRole('link').first()).toBeVisible();
    const url = page.url();
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await expectNoSidewaysScroll(page);
    await expectAccessibleInBothSchemes(page);
  });
});
