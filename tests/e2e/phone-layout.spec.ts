// What the screenshots of all-pages.spec.ts showed wrong at a phone's width, held by measurements:
// a control squeezed by its neighbour, a label broken over lines, the current section out of sight.
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, logInAs, test, type Site } from './support/site.js';

const PHONE = { width: 390, height: 800 };

/** How many lines of text a one-line element spans (its height over its line height). */
const lines = (element: Locator) =>
  element.evaluate((node) =>
    Math.round(node.getBoundingClientRect().height / parseFloat(getComputedStyle(node).lineHeight)),
  );

async function asPhone(page: Page) {
  await page.setViewportSize(PHONE);
}

/** Where `element` starts and ends across the page, as the page is drawn now (not scrolled). */
async function across(element: Locator) {
  const box = (await element.boundingBox())!;
  return { left: box.x, right: box.x + box.width };
}

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A published event with two questions, for the lists and the question editor. */
const eventWithQuestions = (site: Site) =>
  site.withDatabase(async (db) => {
    const startsAt = new Date(site.clock.now().getTime() + 3 * 24 * 60 * 60 * 1000);
    const stamp = Date.now();
    return db.event.create({
      data: {
        title: `Phone-sized canoe trip ${stamp}`,
        slug: `phone-canoe-${stamp}`,
        status: 'published',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 2 * 60 * 60 * 1000),
        questions: {
          create: [
            { position: 1, label: 'Can you swim?', kind: 'yes_no' },
            { position: 2, label: 'Anything we should know?', kind: 'short_text' },
          ],
        },
      },
    });
  });

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

  test("an admin list's rows show every column and their actions without scrolling sideways", async ({
    page,
    site,
  }) => {
    test.slow();
    const event = await eventWithQuestions(site);
    // Searched for: other tests' events, sooner, may fill the list's first page.
    await page.goto(`/admin/events?search=${encodeURIComponent(event.title)}`);
    const row = page.getByRole('row').filter({ hasText: event.title });
    const edit = row.getByRole('link', { name: /^Edit/ });
    await expect(edit).toBeVisible();
    const link = await across(edit);
    expect(link.left).toBeGreaterThanOrEqual(0);
    expect(link.right).toBeLessThanOrEqual(PHONE.width);
    // Each value still says which column it belongs to.
    await expect(row.getByText('Starts', { exact: true })).toBeVisible();
    for (const path of ['/admin/events', '/admin/users', '/admin/audit']) {
      await page.goto(path);
      const cells = page.getByRole('row').nth(1).getByRole('cell');
      await expect(cells.first()).toBeVisible();
      for (const cell of await cells.all()) {
        const { left, right } = await across(cell);
        expect(left, path).toBeGreaterThanOrEqual(0);
        expect(right, path).toBeLessThanOrEqual(PHONE.width);
      }
      expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0);
      await expectAccessible(page);
    }
  });

  test("a blog card is headed by its post's title, its selection box beside it", async ({ page, site }) => {
    const stamp = Date.now();
    const title = `Notes ${stamp}`;
    await site.withDatabase((db) =>
      db.blogPost.create({ data: { title, slug: `phone-harbour-${stamp}`, body: 'Notes.' } }),
    );
    await page.goto(`/admin/blog?search=${encodeURIComponent(title)}`);
    const row = page.getByRole('row').filter({ hasText: title });
    const box = (await row.getByRole('checkbox', { name: `Select ${title}` }).boundingBox())!;
    const heading = (await row.getByRole('link', { name: title }).boundingBox())!;
    // Beside: on the heading's first line, to its left; not a line of its own above it.
    expect(box.x + box.width).toBeLessThanOrEqual(heading.x);
    expect(Math.abs(box.y + box.height / 2 - (heading.y + 12))).toBeLessThanOrEqual(6);
    // The lines below start at the card's edge again, under the box, not indented beside it.
    const state = (await row.getByText('State', { exact: true }).boundingBox())!;
    expect(state.x).toBeLessThanOrEqual(box.x + 1);
    await row.getByRole('checkbox').check();
    await expect(page.getByText('1 selected')).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });

  test("the question editor's buttons share one row within the screen", async ({ page, site }) => {
    const event = await eventWithQuestions(site);
    await page.goto(`/admin/events/${event.id}/questions`);
    const question = page.getByRole('list', { name: 'Questions asked' }).getByRole('listitem').first();
    const buttons = question.getByRole('button');
    await expect(buttons.first()).toBeVisible();
    const names = ['Save', 'Move up', 'Move down', 'Delete'];
    const boxes = await Promise.all(
      names.map((name) => question.getByRole('button', { name, exact: true }).boundingBox()),
    );
    for (const [index, box] of boxes.entries()) {
      expect(box!.x, names[index]).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, names[index]).toBeLessThanOrEqual(PHONE.width);
      expect(box!.y, names[index]).toBe(boxes[0]!.y);
    }
    // Keyboard: "Move down" follows Save (the first question cannot move up) and moves the question.
    await question.getByRole('button', { name: 'Save', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(question.getByRole('button', { name: 'Move down', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(question.getByLabel('Question', { exact: true })).toHaveValue('Anything we should know?');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});
