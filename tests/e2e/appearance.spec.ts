import { expect, expectAccessible, logInAs, test } from './support/site.js';
import type { Page } from '@playwright/test';

const backgroundOf = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

/** The html class and body background as the server's HTML alone paints them, before any script runs. */
async function firstPaint(page: Page, url: string) {
  const context = page.context();
  const html = await (await context.request.get(url)).text();
  const probe = await context.newPage();
  await probe.route('**/*.js', (route) => route.abort());
  await probe.goto(url);
  const result = {
    htmlClass: await probe.evaluate(() => document.documentElement.className),
    background: await backgroundOf(probe),
    html,
  };
  await probe.close();
  return result;
}

test.describe('appearance', () => {
  test('a member picks dark in settings and finds it applied after a reload, with no flash of light', async ({
    page,
  }) => {
    await logInAs(page);
    await page.goto('/settings/appearance');
    await expect(page).toHaveTitle(/Appearance - Agora/);
    await expectAccessible(page);
    const lightBackground = await backgroundOf(page);

    // The radios are visually hidden behind their labels; a person clicks the label.
    await page
      .locator('label')
      .filter({ hasText: /^Dark$/ })
      .click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    const darkBackground = await backgroundOf(page);
    expect(darkBackground).not.toBe(lightBackground);
    expect(await page.evaluate(() => localStorage.getItem('appearance'))).toBe('dark');
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'appearance');
    expect(cookie?.value).toBe('dark');
    expect(cookie?.path).toBe('/');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 60 * 60 * 1000);

    const first = await firstPaint(page, '/settings/appearance');
    expect(first.html).toContain('<html lang="en" class="dark" data-time-zone="UTC">');
    expect(first.htmlClass).toBe('dark');
    expect(first.background).toBe(darkBackground);

    await page.reload();
    await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectAccessible(page);
  });

  test('system follows the operating system and tracks its changes', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const lightBackground = await backgroundOf(page);
    await page.evaluate(() => localStorage.setItem('appearance', 'system'));
    await page.context().addCookies([{ name: 'appearance', value: 'system', url: page.url() }]);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/system/);
    expect(await backgroundOf(page)).toBe(lightBackground);

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => backgroundOf(page)).not.toBe(lightBackground);
    await expectAccessible(page);

    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => backgroundOf(page)).toBe(lightBackground);
  });

  test('a visitor switches the theme from the header toggle', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await page.getByRole('button', { name: /^Theme:/ }).click();
    const chosen = await page.evaluate(() => localStorage.getItem('appearance'));
    expect(['light', 'dark', 'system']).toContain(chosen);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(new RegExp(chosen === 'dark' ? 'dark' : chosen!));
  });
});
