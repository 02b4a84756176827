import { expect, expectAccessible, logInAs, test } from './support/site.js';

test.describe("the organisation's time zone", () => {
  test('an editor in Europe/Amsterdam schedules a post at 18:00 local: it is stored as 17:00 UTC in winter', async ({
    page,
    site,
  }) => {
    const amsterdam = await site.startAnother({ APP_TIMEZONE: 'Europe/Amsterdam' });
    const post = await site.withDatabase((db) =>
      db.blogPost.create({
        data: { title: 'Winter fair', slug: `winter-fair-${Date.now()}`, body: 'Mulled wine.', status: 'draft' },
      }),
    );
    // Its own sessions (with Redis each process here has its own key prefix): log in on it.
    await logInAs(page, undefined, undefined, amsterdam.url);
    await page.goto(`${amsterdam.url}/admin/blog/${post.id}/edit`);
    await expect(page.getByText('Times are in Europe/Amsterdam.', { exact: false })).toBeVisible();
    await page.getByLabel('Status').selectOption('published');
    await page.getByLabel('Publish date').fill('2026-12-01T18:00');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Post saved.')).toBeVisible();

    const stored = await site.withDatabase((db) => db.blogPost.findUniqueOrThrow({ where: { id: post.id } }));
    expect(stored.publishedAt?.toISOString()).toBe('2026-12-01T17:00:00.000Z');
    await page.reload();
    await expect(page.getByLabel('Publish date')).toHaveValue('2026-12-01T18:00');
  });
});
