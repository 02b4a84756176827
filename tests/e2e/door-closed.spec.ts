import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DEFAULT_PASSWORD } from '../support/factories.js';
import { createDoorInvitation, door, enterCode, scannerUrl, staffChannelAuthorised, verdict } from './support/door.js';
import { expect, expectAccessibleEverywhere, logInAs, test } from './support/site.js';

const HOUR = 60 * 60 * 1000;

/** Resolves once the page's socket asked to join the channel (the realtime client speaks only over a WebSocket). */
function joined(page: Page, channel: string): Promise<void> {
  return new Promise((resolve) =>
    page.on('websocket', (socket) =>
      socket.on('framesent', ({ payload }) => {
        if (String(payload).includes('"subscribe"') && String(payload).includes(`"${channel}"`)) resolve();
      }),
    ),
  );
}

const banner = (page: Page) => page.locator('[data-door-state]');

/** The banner says the door is in `state`, in words starting with `text`. */
async function expectBanner(page: Page, state: string, text: string) {
  await expect(banner(page)).toHaveAttribute('data-door-state', state);
  await expect(banner(page)).toContainText(text);
}

/** An entry scanned at a closed door: a red verdict headed `title`, naming the holder; then the screenshots. */
async function expectRefusedEntry(page: Page, code: string, title: string, holder: string, screenshots: string) {
  await enterCode(page, code);
  await expect(verdict(page)).toContainText(title);
  await expect(verdict(page)).toContainText(`do not let ${holder} in`);
  await expect(page.locator('[data-tone="bad"]')).toBeVisible();
  await expectAccessibleEverywhere(page, screenshots);
}

test.describe('a door that lets nobody in (SPEC §11)', () => {
  test("a volunteer's scanner shows the cancellation at once, refuses entries in red, and still lets people out", async ({
    page,
    browser,
    site,
  }) => {
    test.slow();
    const title = `Called off ${randomUUID().slice(0, 6)}`;
    const { event, tickets } = await door(site, ['Ada Inside', 'Ben Refused'], title);
    const { path } = await createDoorInvitation(page, site, event.id, 'Olga Organiser', 'Evening volunteers');
    const volunteerContext = await browser.newContext({ baseURL: site.url });
    const volunteer = await volunteerContext.newPage();
    const listening = joined(volunteer, `event.${event.id}`);
    await volunteer.goto(path);
    await volunteer.getByLabel('Your name').fill('Vera Volunteer');
    await volunteer.getByRole('button', { name: 'Open the scanner' }).click();
    await expect(volunteer.getByText('Door list on this device: 2 ticket(s)')).toBeVisible();
    await listening;
    await expectBanner(volunteer, 'open', '');
    await expect(banner(volunteer)).toBeEmpty();
    await enterCode(volunteer, tickets[0]!.code);
    await expect(verdict(volunteer)).toContainText('Valid');

    // The organiser cancels the event while the volunteer's scanner is open.
    await page.goto(`/admin/events/${event.id}/edit`);
    await page.getByLabel('Status').selectOption('cancelled');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Event saved.')).toBeVisible();
    await expectBanner(volunteer, 'cancelled', 'This event is cancelled: entries are refused.');
    await expect(banner(volunteer)).toContainText('Exits are still recorded');
    await expectRefusedEntry(volunteer, tickets[1]!.code, 'Event cancelled', 'Ben Refused', 'door-event-cancelled');

    // Whoever is inside can still be let out.
    await volunteer.getByRole('radio', { name: 'Out (check-out)' }).check();
    await volunteer.getByLabel('Ticket reference or code').fill(tickets[0]!.code);
    await volunteer.getByRole('button', { name: 'Check out' }).click();
    await expect(verdict(volunteer)).toContainText('Ada Inside');
    await expect(verdict(volunteer)).not.toContainText('Event cancelled');
    await volunteerContext.close();
    // The event's page offers no new invitation for a cancelled event.
    await page.goto(`/admin/events/${event.id}`);
    const section = page.getByRole('region', { name: 'Door invitations' });
    await expect(section).toContainText('This event is cancelled');
    await expect(section.getByRole('button', { name: 'Create door invitation' })).toHaveCount(0);
  });

  test('the scanner names when the door opens, and refuses an entry before it does', async ({ page, site }) => {
    const { event, tickets, scanner } = await door(site, ['Early Eve'], `Tomorrow ${randomUUID().slice(0, 6)}`);
    const startsAt = new Date(Date.now() + 8 * HOUR);
    await site.withDatabase((db) =>
      db.event.update({
        where: { id: event.id },
        data: { startsAt, endsAt: new Date(startsAt.getTime() + 3 * HOUR) },
      }),
    );
    await logInAs(page, scanner.email, DEFAULT_PASSWORD);
    await page.goto(scannerUrl(event.id));
    await expectBanner(page, 'not_yet', 'The door is not open yet. Entries are accepted from');
    await expectRefusedEntry(page, tickets[0]!.code, 'Door closed', 'Early Eve', 'door-not-open');
  });

  test('the scanner of an event that is over says when its door closed', async ({ page, site }) => {
    const { event, scanner } = await door(site, ['Late Lou'], `Yesterday ${randomUUID().slice(0, 6)}`);
    const endsAt = new Date(Date.now() - 2 * HOUR);
    await site.withDatabase((db) =>
      db.event.update({ where: { id: event.id }, data: { startsAt: new Date(endsAt.getTime() - 3 * HOUR), endsAt } }),
    );
    await logInAs(page, scanner.email, DEFAULT_PASSWORD);
    await page.goto(scannerUrl(event.id));
    await expectBanner(page, 'closed', 'The door is closed. Entries ended at');
  });

  test("an organiser's undo of a check-in is marked at once in the scanner's recent scans", async ({
    page,
    browser,
    site,
  }) => {
    const { event, tickets, scanner } = await door(site, ['Mistaken Max'], `Undo ${randomUUID().slice(0, 6)}`);
    await logInAs(page, scanner.email, DEFAULT_PASSWORD);
    const subscribed = staffChannelAuthorised(page, event.id);
    await page.goto(scannerUrl(event.id));
    expect((await subscribed).status()).toBe(200);
    await enterCode(page, tickets[0]!.code);
    await expect(verdict(page)).toContainText('Valid');
    const recent = page.getByRole('region', { name: 'Recent scans' });
    await expect(recent.getByRole('row', { name: /Mistaken Max/ })).toContainText('Valid');

    const organiser = await browser.newContext({ baseURL: site.url });
    const admin = await organiser.newPage();
    await logInAs(admin);
    await admin.goto(`/admin/events/${event.id}`);
    admin.once('dialog', (dialog) => void dialog.accept());
    await admin.getByRole('button', { name: 'Undo the check-in of Mistaken Max' }).click();
    await expect(admin.getByText('Check-in undone: the ticket can be scanned again.')).toBeVisible();
    await organiser.close();

    await expect(recent.getByRole('row', { name: /Mistaken Max/ })).toContainText('Valid, check-in undone');
    await page.reload();
    await expect(recent.getByRole('row', { name: /Mistaken Max/ })).toContainText('Valid, check-in undone');
  });
});
