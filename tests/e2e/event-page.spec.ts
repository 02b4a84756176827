import type { Page } from '@playwright/test';
import { DEFAULT_PASSWORD, createUser } from '../support/factories.js';
import { expect, expectAccessible, logInAs, test } from './support/site.js';

// Demo content: the Harbour Hall hosts the opening night and the winter market.
const EVENT = '/events/opening-night';

async function expectAccessibleInBothSchemes(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectAccessible(page);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test.describe('the event page', () => {
  test('on a phone: the ticket bar stays within reach and never covers the footer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(EVENT);
    await expect(page.getByRole('heading', { level: 1, name: 'Opening night' })).toBeVisible();
    const bar = page.getByTestId('ticket-bar');
    await expect(bar).toBeInViewport();
    await expect(bar).toContainText(/places left/);
    const box = await bar.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(844 + 1);
    // A guest's main action leads to the panel that explains how to get a ticket.
    await bar.getByRole('link', { name: 'Your place' }).click();
    await expect(page.getByRole('region', { name: 'Your place' })).toBeInViewport();

    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const barBox = (await bar.boundingBox())!;
    const footerBox = (await page.getByRole('contentinfo').boundingBox())!;
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(footerBox.y);

    const others = page.getByRole('region', { name: 'More at The Harbour Hall' });
    await expect(others.getByRole('link', { name: /Winter market/ })).toBeVisible();
    await expect(page.getByText(/^Times in /)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessibleInBothSchemes(page);
  });

  test('on a desktop the bar is hidden and the panel is beside the facts', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(EVENT);
    await expect(page.getByTestId('ticket-bar')).toBeHidden();
    await expect(page.getByRole('region', { name: 'Your place' })).toBeVisible();
    await expectAccessibleInBothSchemes(page);
  });

  test('a member gets a ticket from the bar on a phone', async ({ page, site }) => {
    const member = await site.withDatabase((db) => createUser(db, { name: 'Bar Member' }));
    await logInAs(page, member.email, DEFAULT_PASSWORD);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/events/writing-workshop');
    const bar = page.getByTestId('ticket-bar');
    await bar.getByRole('button', { name: 'Get a ticket' }).click();
    await expect(bar.getByRole('link', { name: 'View your ticket' })).toBeVisible();
    await expect(bar).toContainText('19 of 20 places left');
  });

  test('Share copies the link where the browser has no share sheet', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(EVENT);
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });
});
