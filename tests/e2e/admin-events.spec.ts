import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { testPasswordHash } from '../support/password-hash.js';
import { signTicketCode, ticketKeys } from '../../server/features/tickets/ticket-codes.js';
import { ADMIN, expect, expectAccessible, logInAs, test, type Site } from './support/site.js';

/** The value shown under a counter's label on the admin event page. */
const counter = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

const MEMBER_PASSWORD = 'attendee-password';

/** A published event with one active ticket (held by a member who can log in) whose code is signed like a real one. */
async function eventWithTicket(site: Site) {
  const passwordHash = await testPasswordHash(MEMBER_PASSWORD);
  return site.withDatabase(async (db) => {
    const startsAt = new Date(Date.now() + 60 * 60 * 1000);
    const event = await db.event.create({
      data: {
        title: 'Door test evening',
        slug: `door-test-${randomUUID().slice(0, 8)}`,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3 * 60 * 60 * 1000),
        capacity: 50,
        status: 'published',
      },
    });
    const member = await db.user.create({
      data: {
        name: 'Ada Attendee',
        email: `ada-${randomUUID().slice(0, 8)}@example.test`,
        emailVerifiedAt: new Date(),
        passwordHash,
      },
    });
    const code = signTicketCode(await ticketKeys({ db }), event.id);
    await db.ticket.create({ data: { eventId: event.id, userId: member.id, code, activeEventId: event.id } });
    return { event, code, member };
  });
}

test.describe('admin events', () => {
  test('an admin creates an event: New event opens a draft, the edit form publishes it', async ({ page, site }) => {
    await logInAs(page);
    await page.goto('/admin/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'New event' }).click();
    await page.waitForURL(/\/admin\/events\/\d+\/edit$/);
    const id = Number(/\/admin\/events\/(\d+)\/edit$/.exec(page.url())![1]);
    await expect(page.getByLabel('Title')).toHaveValue('Untitled event');
    await expectAccessible(page);

    await page.getByLabel('Title').fill('Harvest supper');
    await page.getByLabel('Slug').fill(`harvest-supper-${id}`);
    await page.getByLabel('Summary').fill('Food from the garden.');
    await page.getByLabel('Description').fill('Bring **a dish** to share.');
    await expect(page.locator('strong', { hasText: 'a dish' })).toBeVisible();
    await page.getByLabel('Capacity').fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    // Said at the top of the form and under the field, which gets the focus.
    const capacityError = 'The capacity must be a whole number of at least 1, or empty for unlimited.';
    await expect(page.getByRole('alert').filter({ hasText: 'Not saved' })).toContainText(capacityError);
    await expect(page.getByLabel('Capacity')).toBeFocused();
    await expect(page.getByLabel('Capacity')).toHaveAccessibleDescription(new RegExp(capacityError));

    await page.getByLabel('Capacity').fill('40');
    await page.getByLabel('Status').selectOption('published');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Event saved.')).toBeVisible();
    const saved = await site.withDatabase((db) => db.event.findUniqueOrThrow({ where: { id } }));
    expect(saved).toMatchObject({
      title: 'Harvest supper',
      slug: `harvest-supper-${id}`,
      summary: 'Food from the garden.',
      description: 'Bring **a dish** to share.',
      capacity: 40,
      status: 'published',
    });
    // The draft's default times went through the browser's zone and back unchanged.
    expect(saved.endsAt.getTime() - saved.startsAt.getTime()).toBe(2 * 60 * 60 * 1000);
  });

  test('a second browser on the admin event page sees the counters and the attendee change without reloading', async ({
    page,
    site,
    browser,
  }) => {
    const { event, code, member } = await eventWithTicket(site);
    await logInAs(page);
    const subscribed = page.waitForResponse(
      (response) =>
        response.url().endsWith('/broadcasting/auth') &&
        (response.request().postData() ?? '').includes(`admin.event.${event.id}`),
    );
    await page.goto(`/admin/events/${event.id}`);
    expect((await subscribed).status()).toBe(200);
    await expect(counter(page, 'Checked in')).toHaveText('0');
    await expect(counter(page, 'Tickets issued')).toHaveText('1 / 50');
    const attendee = page.getByRole('row', { name: /Ada Attendee/ });
    await expect(attendee).toContainText('Not yet');
    await expectAccessible(page);
    // Set on this very document: still there afterwards means the page was never reloaded.
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));

    // The door: another browser scans the ticket through the scanner's API.
    const door = await browser.newContext({ baseURL: site.url });
    const doorPage = await door.newPage();
    await logInAs(doorPage, ADMIN.email, ADMIN.password);
    const token = decodeURIComponent((await door.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value);
    const scan = await doorPage.request.post(`/admin/events/${event.id}/scans`, {
      data: { code },
      headers: { 'X-XSRF-TOKEN': token },
    });
    expect(scan.status()).toBe(200);
    expect((await scan.json()).verdict).toMatchObject({ outcome: 'valid' });
    await door.close();

    await expect(counter(page, 'Checked in')).toHaveText('1');
    await expect(attendee).not.toContainText('Not yet');
    await expect(attendee.getByRole('button', { name: 'Undo the check-in of Ada Attendee' })).toBeVisible();
    // The broadcast row has no e-mail address (the door hears it too): the page keeps the one it showed.
    await expect(attendee).toContainText(member.email);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    // Undo from this page: the counter goes back down, and the ticket is no longer checked in.
    page.once('dialog', (dialog) => void dialog.accept());
    await attendee.getByRole('button', { name: 'Undo the check-in of Ada Attendee' }).click();
    await expect(page.getByText('Check-in undone: the ticket can be scanned again.')).toBeVisible();
    await expect(counter(page, 'Checked in')).toHaveText('0');
    await expect(attendee).toContainText('Not yet');

    // A holder whose mail went astray gets it again, the page staying where it was.
    await attendee.getByRole('button', { name: 'Send the ticket mail of Ada Attendee again' }).click();
    await expect(page.getByText('Ticket mail sent again to Ada Attendee.')).toBeVisible();

    // Not let in now, the ticket can be cancelled from the list: its place comes back.
    page.once('dialog', (dialog) => void dialog.accept());
    await attendee.getByRole('button', { name: 'Cancel the ticket of Ada Attendee' }).click();
    await expect(page.getByText('Ticket cancelled: its holder is told by e-mail.')).toBeVisible();
    await expect(counter(page, 'Tickets issued')).toHaveText('0 / 50');
    await expect(attendee).toContainText('Cancelled');
    await expect(attendee.getByRole('button', { name: 'Cancel the ticket of Ada Attendee' })).toHaveCount(0);
    await expect(attendee.getByRole('button', { name: 'Send the ticket mail of Ada Attendee again' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('cancelling an event tells a ticket holder at once, on the page they have open', async ({
    page,
    site,
    browser,
  }) => {
    const { event, member } = await eventWithTicket(site);
    const holder = await browser.newContext({ baseURL: site.url });
    const memberPage = await holder.newPage();
    const subscribed = memberPage.waitForResponse(
      (response) =>
        response.url().endsWith('/broadcasting/auth') &&
        (response.request().postData() ?? '').includes(`user.${member.id}`),
    );
    await logInAs(memberPage, member.email, MEMBER_PASSWORD);
    expect((await subscribed).status()).toBe(200);

    await logInAs(page);
    await page.goto(`/admin/events/${event.id}/edit`);
    await page.getByLabel('Status').selectOption('cancelled');
    await expect(page.getByText('Cancelling keeps the tickets')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Event saved.')).toBeVisible();

    // Bad news for the holder: the toast is an alert.
    await expect(memberPage.getByRole('alert')).toContainText('"Door test evening" has been cancelled.');
    await holder.close();
  });
});
