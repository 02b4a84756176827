import type { Page } from '@playwright/test';
import { expect, expectAccessible, logInAs, test } from './support/site.js';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Nothing wider than the screen: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** axe in the light and the dark scheme (the site follows the system when nothing was chosen). */
async function expectAccessibleInBothSchemes(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /dark/ : /^(?!.*dark)/);
    await expectAccessible(page);
  }
}

const focusIsInside = (page: Page, selector: string) =>
  page.evaluate((inside) => Boolean(document.activeElement?.closest(inside)), selector);

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the header is one bar whose menu button discloses the navigation, by keyboard', async ({ page }) => {
    await page.goto('/events');
    const menu = page.getByRole('button', { name: 'Menu' });
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(main).toBeHidden();
    const controls = await menu.getAttribute('aria-controls');
    expect(controls).toBeTruthy();
    // One row: the bar is no taller than the brand and the button.
    expect((await page.getByRole('banner').boundingBox())!.height).toBeLessThan(70);
    await expectAccessibleInBothSchemes(page);

    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`[id="${controls}"]`)).toBeVisible();
    await expect(main.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
    await expect(main.getByRole('link', { name: 'Blog' })).not.toHaveAttribute('aria-current');
    await page.keyboard.press('Tab');
    await expect(main.getByRole('link', { name: 'Events' })).toBeFocused();
    await expectAccessibleInBothSchemes(page);
    await expectNoSidewaysScroll(page);

    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await expect(main).toBeHidden();

    // A click outside closes it, and so does following a link.
    await menu.click();
    await page.getByRole('heading', { level: 1, name: 'Events' }).click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await main.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveTitle('Blog - Agora');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(main.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
  });

  test("a member's menu holds the account links too", async ({ page }) => {
    await logInAs(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    const account = page.getByRole('navigation', { name: 'Account' });
    await expect(account.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(account.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessibleInBothSchemes(page);
  });

  test('the admin sections open in a drawer that keeps focus and closes on Escape', async ({ page }) => {
    await logInAs(page);
    await page.goto('/admin/users');
    const sections = page.getByRole('button', { name: 'Sections' });
    await expect(page.getByRole('navigation', { name: 'Administration' })).toBeHidden();
    await expectNoSidewaysScroll(page);
    await expectAccessibleInBothSchemes(page);

    await sections.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Administration' });
    await expect(drawer).toBeVisible();
    expect(await focusIsInside(page, 'dialog')).toBe(true);
    await expect(drawer.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    await expect(drawer.getByRole('link', { name: 'Roles' })).not.toHaveAttribute('aria-current');
    // Tabbing through every link and round again never leaves the drawer.
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press(press < 10 ? 'Tab' : 'Shift+Tab');
      expect(await focusIsInside(page, 'dialog')).toBe(true);
    }
    await expectAccessibleInBothSchemes(page);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(sections).toBeFocused();

    await sections.click();
    await drawer.getByRole('link', { name: 'Roles' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
    await expect(drawer).toBeHidden();
  });

  test('the events list shows results first, its filters behind a button counting the active ones', async ({
    page,
  }) => {
    await page.goto('/events');
    const cards = page.getByRole('main').getByRole('heading', { level: 2 });
    // Two events start on the first screen.
    await expect(cards.nth(1)).toBeVisible();
    expect((await cards.nth(1).boundingBox())!.y).toBeLessThan(PHONE.height);
    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('searchbox', { name: 'Search events' })).toBeHidden();
    await expectNoSidewaysScroll(page);

    await filters.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await expectAccessibleInBothSchemes(page);
    await page.getByLabel('Location').selectOption({ label: 'Canal House' });
    const oneActive = page.getByRole('button', { name: 'Filters (1 active)' });
    await expect(oneActive).toBeVisible();
    await expect(page).toHaveURL(/location=canal-house/);
    await expect(page.getByRole('heading', { level: 2, name: 'Opening night' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Writing workshop' })).toBeVisible();
    // The panel stays open while the list reloads.
    await expect(oneActive).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('searchbox', { name: 'Search events' }).fill('writing');
    await expect(page.getByRole('button', { name: 'Filters (2 active)' })).toBeVisible();

    // A fresh visit to the filtered list starts with the filters closed, still counted.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Filters (2 active)' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('searchbox', { name: 'Search events' })).toBeHidden();
  });

  test('the blog, locations and admin lists keep their filters behind the button too', async ({ page }) => {
    for (const [url, search] of [
      ['/blog', 'Search posts'],
      ['/locations', 'Search locations'],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole('searchbox', { name: search })).toBeHidden();
      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      await expect(page.getByRole('searchbox', { name: search })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectAccessibleInBothSchemes(page);
    }
    await logInAs(page);
    await page.goto('/admin/users');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeHidden();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await page.getByLabel('Per page').selectOption('25');
    // How many rows a page shows is not a filter.
    await expect(page).toHaveURL(/perPage=25/);
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill('admin');
    await expect(page.getByRole('button', { name: 'Filters (1 active)' })).toBeVisible();
  });

  test('registration in steps: Back goes to the previous step, the steps fit one row, the review shows dates', async ({
    page,
  }) => {
    const email = `steps-${Date.now()}@example.test`;
    await page.goto('/register/steps');
    await expect(page.getByText('Step 1 of 4: Account')).toBeVisible();
    const progress = page.getByRole('navigation', { name: 'Registration progress' });
    await expect(progress.getByRole('listitem')).toHaveCount(4);
    await page.getByLabel('Name').fill('Sam Steps');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('steady steps');
    await page.getByLabel('Confirm password').fill('steady steps');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByText('Step 2 of 4: About you')).toBeVisible();
    await page.getByLabel('Birth date').fill('1990-04-12');
    await page.getByLabel('Post code').fill('1011ab');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Step 3 of 4: Phone')).toBeVisible();
    // An adult is never shown a guardian step.
    await expect(progress.getByText('Guardian')).toHaveCount(0);
    await expect(progress.getByRole('link', { name: /About you \(done\)/ })).toBeVisible();
    await expect(progress.locator('[aria-current="step"]')).toContainText('Phone');

    await page.goBack();
    await expect(page.getByText('Step 2 of 4: About you')).toBeVisible();
    await expect(page.getByLabel('Birth date')).toHaveValue('1990-04-12');
    await expect(page.getByLabel('Post code')).toHaveValue('1011 AB');
    await page.goBack();
    await expect(page.getByText('Step 1 of 4: Account')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('Sam Steps');
    await page.goForward();
    await expect(page.getByText('Step 2 of 4: About you')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByText('Step 4 of 4: Review')).toBeVisible();
    await expect(page.getByText('April 12, 1990')).toBeVisible();
    // The four steps take one row.
    const rowHeight = (await progress.getByRole('listitem').first().boundingBox())!.height;
    expect((await progress.getByRole('list').boundingBox())!.height).toBeLessThan(rowHeight * 1.5);
    // Label, value and change link line up in columns.
    const links = page.getByRole('link', { name: /^Change / });
    const lefts = await links.evaluateAll((elements) => elements.map((link) => link.getBoundingClientRect().left));
    expect(new Set(lefts).size).toBe(1);
    await expectNoSidewaysScroll(page);
    await expectAccessibleInBothSchemes(page);

    await page.goBack();
    await expect(page.getByText('Step 3 of 4: Phone')).toBeVisible();
  });

  test('the home page and the registration form do not scroll sideways', async ({ page }) => {
    for (const url of ['/', '/register/steps', '/admin/events']) {
      await page.goto(url);
      await expectNoSidewaysScroll(page);
    }
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('the header shows every link in one row and the filters are open', async ({ page }) => {
    await logInAs(page);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Dashboard' }),
    ).toBeVisible();
    expect((await page.getByRole('banner').boundingBox())!.height).toBeLessThan(70);

    await page.goto('/events');
    await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
    await expect(page.getByRole('searchbox', { name: 'Search events' })).toBeVisible();
    await page.goto('/admin/users');
    await expect(page.getByRole('button', { name: 'Sections' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Administration' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await expectAccessibleInBothSchemes(page);
  });
});
