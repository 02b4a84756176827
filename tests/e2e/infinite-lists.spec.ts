import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/site.js';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const POSTS = 30;
const PAGE_SIZE = 12;
const LIST = '/blog?search=Lantern';

test.beforeAll(async ({ site }) => {
  await site.withDatabase(async (db) => {
    const hour = 60 * 60 * 1000;
    for (let count = 1; count <= POSTS; count += 1)
      await db.blogPost.create({
        data: {
          title: `Lantern story ${count}`,
          slug: `lantern-story-${count}`,
          excerpt: 'A walk after dark.',
          body: 'Some text.',
          status: 'published',
          publishedAt: new Date(Date.now() - count * hour),
        },
      });
  });
});

/** The list's first page: its cards (by their headings) and its page links. */
async function openList(page: Page) {
  await page.goto(LIST);
  const cards = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(cards).toHaveCount(PAGE_SIZE);
  return { cards, pagination: page.getByRole('navigation', { name: 'Pagination' }) };
}

test.describe('the blog list on a phone', () => {
  test.use({ viewport: PHONE });

  test('scrolls on to the next pages, keeping its page links for the keyboard', async ({ page }) => {
    const { cards, pagination } = await openList(page);

    await pagination.scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(2 * PAGE_SIZE);
    await pagination.scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(POSTS);
    await expect(cards.last()).toHaveText(`Lantern story ${POSTS}`);
    await expect(page.getByText(`Showing 1 to ${POSTS} of ${POSTS}`)).toBeVisible();
    expect(new Set(await cards.allTextContents()).size).toBe(POSTS);
    await expectAccessible(page);

    // The numbered links still lead to one page each, by keyboard.
    await pagination.getByRole('link', { name: 'Page 1' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/page=1/);
    await expect(cards).toHaveCount(PAGE_SIZE);
    await expect(cards.first()).toHaveText('Lantern story 1');
  });
});

test.describe('the blog list on a wide screen', () => {
  test.use({ viewport: DESKTOP });

  test('stays one page at a time, with page links', async ({ page }) => {
    const { cards, pagination } = await openList(page);
    await pagination.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await expect(cards).toHaveCount(PAGE_SIZE);
    await pagination.getByRole('link', { name: 'Next' }).click();
    await expect(cards.first()).toHaveText(`Lantern story ${PAGE_SIZE + 1}`);
    await expect(cards).toHaveCount(PAGE_SIZE);
  });
});
