// What the screenshots of all-pages.spec.ts showed wrong at a phone's width, held by measurements:
// a control squeezed by its neighbour, a label broken over lines, the current section out of sight.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/site.js';

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
