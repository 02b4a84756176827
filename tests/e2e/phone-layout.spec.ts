// What the screenshots of all-pages.spec.ts showed wrong at a phone's width, held by measurements:
// a control squeezed by its neighbour, a label broken over lines, the current section out of sight.
import type { Locator, Page } from '@playwright/test';
import { expect, logInAs, test } from './support/site.js';

const PHONE = { width: 390, height: 800 };

/** How many lines of text a one-line element spans (its height over its line height). */
const lines = (element: Locator) =>
  element.evaluate((node) =>
    Math.round(node.getBoundingClientRect().height / parseFloat(getComputedStyle(node).lineHeight)),
  );

async function asPhone(page: Page) {
  await page.setViewportSize(PHONE);
}

test('the home page keeps each section\'s "all" link on one line', async ({ page }) => {
  await asPhone(page);
  await page.goto('/');
  for (const name of ['All events', 'All posts', 'All locations'])
    expect(await lines(page.getByRole('link', { name, exact: true }).last()), name).toBe(1);
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    await logInAs(page);
    await asPhone(page);
  });

  test('the settings sections scroll the current one into sight', async ({ page }) => {
    for (const path of ['/settings/calendar', '/settings/guardian']) {
      await page.goto(path);
      const list = page.getByRole('navigation', { name: 'Settings' }).getByRole('list');
      const current = list.locator('[aria-current="page"]');
      const [box, link] = await Promise.all([list.boundingBox(), current.boundingBox()]);
      // Within a pixel: scrolling goes by whole pixels, the links' widths do not.
      expect(link!.x, path).toBeGreaterThanOrEqual(box!.x - 1);
      expect(link!.x + link!.width, path).toBeLessThanOrEqual(box!.x + box!.width + 1);
    }
  });

  test('a checkbox beside a long label keeps its size', async ({ page }) => {
    await page.goto('/admin/locations/create');
    const boxes = page.getByRole('checkbox');
    await expect(boxes.first()).toBeVisible();
    expect(await boxes.count()).toBeGreaterThan(1);
    for (const box of await boxes.all()) expect((await box.boundingBox())!.width).toBe(16);
  });

  test('badges in an admin list stay on one line', async ({ page }) => {
    await page.goto('/admin/roles');
    const badges = page.getByRole('table').getByText('Built-in', { exact: true });
    await expect(badges.first()).toBeVisible();
    expect(await badges.count()).toBeGreaterThan(0);
    for (const badge of await badges.all()) expect(await lines(badge)).toBe(1);
  });

  test("a sortable column's header keeps its arrow beside its name", async ({ page }) => {
    await page.goto('/admin/post-codes');
    const headers = page.getByRole('table').getByRole('button', { name: /^Sort by/ });
    await expect(headers.first()).toBeVisible();
    expect(await headers.count()).toBeGreaterThan(1);
    for (const header of await headers.all()) expect(await lines(header)).toBe(1);
  });

  test('a role and a permission set their built-in badge apart from the lead, as other records do', async ({
    page,
  }) => {
    for (const path of ['/admin/roles/1', '/admin/permissions/1']) {
      await page.goto(path);
      const header = page.locator('main header').first();
      const lead = await header.locator('p').first().boundingBox();
      const badge = await header.getByText('Built-in', { exact: true }).boundingBox();
      // mt-3, as under the user's and the event's lead.
      expect(badge!.y - (lead!.y + lead!.height), path).toBeGreaterThanOrEqual(12);
    }
  });

  test("a file field's choose button looks like a button", async ({ page }) => {
    await page.goto('/admin/post-codes/create');
    const field = page.getByLabel('CSV file', { exact: true });
    const button = await field.evaluate((input) => getComputedStyle(input, '::file-selector-button').backgroundColor);
    // The reset styles make it transparent: "Choose File" then reads as text inside a text box.
    expect(button).not.toBe('rgba(0, 0, 0, 0)');
  });
});
