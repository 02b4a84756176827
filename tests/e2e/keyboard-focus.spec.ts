// Keyboard-only use: after a form is sent, a button that goes away or a result that arrives, focus lands
// somewhere that makes sense (never on the page's body) and what changed is announced.
import type { Locator, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { createUser, DEFAULT_PASSWORD } from '../support/factories.js';
import { signTicketCode, ticketKeys } from '../../server/features/tickets/ticket-codes.js';
import { createEvent, createTicket, door, scannerUrl, verdict } from './support/door.js';
import { expect, expectAccessible, expectAccessibleEverywhere, logInAs, test } from './support/site.js';

/** Presses Enter on a control reached from the keyboard. */
async function press(control: Locator, key = 'Enter') {
  await control.focus();
  await control.press(key);
}

/** What has focus, described by its accessible name or text, or "BODY" when focus was lost. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'BODY';
    const label = element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`) : null;
    return (element.getAttribute('aria-label') ?? label?.textContent ?? element.textContent ?? '').trim();
  });

test('the family page: a failed save focuses the first invalid field; removed and saved buttons keep focus in place', async ({
  page,
  site,
}) => {
  test.slow();
  const guardian = await site.withDatabase(async (db) => {
    const guardian = await createUser(db, { name: 'Kay Keyboard' });
    await db.user.update({ where: { id: guardian.id }, data: { birthDate: new Date('1980-01-01T00:00:00Z') } });
    return guardian;
  });
  await logInAs(page, guardian.email, DEFAULT_PASSWORD);
  await page.goto('/settings/family');
  const addChild = page.getByRole('region', { name: 'Add a child without an account' });

  // Sent empty: the server sends errors back and focus goes to the first field marked invalid.
  await press(addChild.getByRole('button', { name: 'Add the child' }));
  await expect(addChild.getByLabel("Child's name")).toHaveAttribute('aria-invalid', 'true');
  await expect.poll(() => focused(page)).toBe("Child's name");

  await addChild.getByLabel("Child's name").fill('Kit');
  await addChild.getByLabel('Birth date').fill(`${new Date().getUTCFullYear() - 8}-03-01`);
  await addChild.getByLabel('Your phone, for the door').fill('+31 6 12345678');
  await addChild.getByRole('radio', { name: 'Parent' }).check();
  const add = addChild.getByRole('button', { name: 'Add the child' });
  await press(add);
  await expect(page.getByRole('heading', { name: 'Kit', level: 2 })).toBeVisible();
  // Still on the button, not on the body, after it was unavailable while sending.
  await expect.poll(() => focused(page)).toBe('Add the child');

  // Door notices: once saved the button is unavailable again, yet keeps focus.
  await press(page.getByLabel('Tell me when Kit is checked in or out at the door'), 'Space');
  const save = page.getByRole('button', { name: 'Save notices' });
  await press(save);
  await expect(save).toHaveAttribute('aria-disabled', 'true');
  await expect.poll(() => focused(page)).toBe('Save notices');

  // A collector is added and removed from the keyboard; the removed row's button took focus with it.
  await page.getByLabel('Name', { exact: true }).fill('Uncle Ulf');
  await page.getByLabel('Phone', { exact: true }).fill('+31 6 87654321');
  await page.getByLabel('Who they are to the child').fill('Uncle');
  await press(page.getByRole('button', { name: 'Allow this adult' }));
  const remove = page.getByRole('button', { name: 'Remove Uncle Ulf' });
  await expect(remove).toBeVisible();
  await press(remove);
  await expect(remove).toHaveCount(0);
  await expect.poll(() => focused(page)).toBe('Who may collect Kit');
  await expectAccessibleEverywhere(page, 'keyboard-family');
});

test('an organiser moves people in the waiting list from the keyboard: focus stays on the button, the move is said', async ({
  page,
  site,
}) => {
  test.slow();
  const event = await site.withDatabase(async (db) => {
    // A full event, as a waiting list is (the minute tick offers a free place to the first in line).
    const event = await db.event.update({
      where: { id: (await createEvent(db, `Queue ${randomUUID().slice(0, 4)}`)).id },
      data: { capacity: 1 },
    });
    await createTicket(db, event.id, 'Holder Hal');
    const first = await createUser(db, { name: 'Ada First' });
    const second = await createUser(db, { name: 'Bo Second' });
    await db.waitingListEntry.create({ data: { eventId: event.id, userId: first.id, rank: 1 } });
    await db.waitingListEntry.create({ data: { eventId: event.id, userId: second.id, rank: 2 } });
    return event;
  });
  await logInAs(page);
  await page.goto(`/admin/events/${event.id}`);
  const queue = page.getByRole('list', { name: 'Waiting list' });
  await press(queue.getByRole('button', { name: 'Move Bo Second up' }));
  await expect(queue.getByRole('listitem').nth(0)).toContainText('Bo Second');
  await expect(page.getByRole('status').filter({ hasText: 'Bo Second moved to 1.' })).toHaveCount(1);
  // First in line now, so the button is unavailable, but it still has focus.
  await expect(queue.getByRole('button', { name: 'Move Bo Second up' })).toHaveAttribute('aria-disabled', 'true');
  await expect.poll(() => focused(page)).toBe('Move Bo Second up');
  await page.keyboard.press('Enter');
  await expect(queue.getByRole('listitem').nth(0)).toContainText('Bo Second');
  await expectAccessible(page);
});

test('door invitations: the new link takes focus when it appears', async ({ page, site }) => {
  const event = await site.withDatabase((db) => createEvent(db, `Invite ${randomUUID().slice(0, 4)}`));
  await logInAs(page);
  await page.goto(`/admin/events/${event.id}`);
  await page.getByLabel('Who it is for').fill('Vera Volunteer');
  await press(page.getByRole('button', { name: 'Create door invitation' }));
  await expect(page.getByRole('textbox', { name: 'Link for Vera Volunteer' })).toBeVisible();
  await expect.poll(() => focused(page)).toBe('Link for Vera Volunteer');
});

test('joining a waiting list from the keyboard focuses the place in line, said as a status', async ({ page, site }) => {
  const { event, waiter } = await site.withDatabase(async (db) => {
    const event = await createEvent(db, `Full ${randomUUID().slice(0, 4)}`);
    await db.event.update({ where: { id: event.id }, data: { capacity: 1 } });
    const holder = await createUser(db);
    const code = signTicketCode(await ticketKeys({ db }), event.id);
    await db.ticket.create({ data: { eventId: event.id, userId: holder.id, code, activeEventId: event.id } });
    return { event, waiter: await createUser(db) };
  });
  await logInAs(page, waiter.email, DEFAULT_PASSWORD);
  await page.goto(`/events/${event.slug}`);
  const panel = page.getByRole('region', { name: 'Your place' });
  await press(panel.getByRole('button', { name: 'Join the waiting list' }));
  const position = panel.getByRole('status').filter({ hasText: 'You are number 1 on the waiting list.' });
  await expect(position).toBeVisible();
  await expect(position).toBeFocused();
  await expectAccessible(page);
});

test.describe('the scanner from the keyboard', () => {
  test('name search: results are announced, and after letting someone in focus is back in the search box', async ({
    page,
    site,
  }) => {
    const { event, scanner } = await door(site, ['Nina Zeeland', 'Nils Zeeland']);
    await logInAs(page, scanner.email, DEFAULT_PASSWORD);
    await page.goto(scannerUrl(event.id));
    const search = page.getByRole('region', { name: 'Check in by name' });
    const status = search.getByRole('status');
    await expect(status).toHaveText('');
    const box = search.getByRole('searchbox', { name: 'Name' });
    await box.fill('Zeeland');
    await expect(status).toHaveText('2 ticket holders found');
    await box.fill('Qqqq');
    await expect(status).toHaveText('Nobody with a ticket for this event has that name.');
    await box.fill('Nina Z');
    await expect(status).toHaveText('1 ticket holder found');
    await press(search.getByRole('button', { name: 'Check in Nina Zeeland' }));
    await expect(verdict(page)).toContainText('Nina Zeeland');
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('');
  });

  test('the same verdict twice is a new announcement; on a phone Escape or typing clears the verdict', async ({
    page,
    site,
  }) => {
    const { event, scanner } = await door(site, []);
    await logInAs(page, scanner.email, DEFAULT_PASSWORD);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(scannerUrl(event.id));
    await page.getByRole('button', { name: 'Type a reference' }).click();
    const field = page.getByLabel('Ticket reference or code');
    const panel = page.locator('[data-overlay]');

    await field.fill('NOPE-1111');
    await field.press('Enter');
    await expect(panel).toHaveAttribute('data-overlay', 'shown');
    const first = await verdict(page).innerText();
    await verdict(page)
      .locator('[data-scan]')
      .evaluate((node) => node.setAttribute('data-seen', ''));
    // Escape clears the overlay; focus stays in the field it covered.
    await page.keyboard.press('Escape');
    await expect(panel).toHaveAttribute('data-overlay', 'cleared');
    await expect(field).toBeFocused();

    await field.fill('NOPE-2222');
    await field.press('Enter');
    await expect(panel).toHaveAttribute('data-overlay', 'shown');
    await expect(verdict(page).locator('[data-seen]')).toHaveCount(0);
    expect(await verdict(page).innerText()).toBe(first);
    // Typing the next code clears it too, and the key reaches the field.
    await page.keyboard.type('N');
    await expect(panel).toHaveAttribute('data-overlay', 'cleared');
    await expect(field).toHaveValue('N');
  });
});
