import { randomUUID } from 'node:crypto';
import { formatReference } from '../../common/ticket-reference.js';
import { ticketReference } from '../../server/features/tickets/ticket-reference.js';
import { createUser, DEFAULT_PASSWORD } from '../support/factories.js';
import { createDoorInvitation, door, enterCode, scannerUrl, verdict } from './support/door.js';
import { expect, expectAccessible, expectAccessibleEverywhere, logInAs, test } from './support/site.js';

test.describe('the door without a network (SPEC §11)', () => {
  test('opens from its service worker, judges by the door list with names, and both devices hear of a ticket admitted twice', async ({
    page,
    browser,
    site,
  }) => {
    test.slow();
    const title = `Offline fair ${randomUUID().slice(0, 6)}`;
    const { event, tickets, scanner } = await door(site, ['Nina Listed', 'Cora Cancelled', 'Dora Double'], title);
    const secondScanner = await site.withDatabase(async (db) => {
      await db.ticket.update({ where: { id: tickets[1]!.id }, data: { status: 'cancelled', activeEventId: null } });
      return createUser(db, { roles: ['door'], name: 'Gate Two' });
    });
    await logInAs(page, scanner.email, DEFAULT_PASSWORD);
    await page.goto(scannerUrl(event.id));
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/scanner.webmanifest');
    await expect(page.getByText('Door list on this device: 3 ticket(s)')).toBeVisible();
    await expect(page.getByText('This scanner opens without a network.')).toBeVisible();
    const manifest = await page.request.get('/scanner.webmanifest');
    expect(await manifest.json()).toMatchObject({ start_url: '/admin', display: 'standalone' });

    const second = await browser.newPage();
    await logInAs(second, secondScanner.email, DEFAULT_PASSWORD);
    await second.goto(scannerUrl(event.id));
    await expect(second.getByText('Door list on this device: 3 ticket(s)')).toBeVisible();

    // Renamed on the server: a scanner page that opens from the device's cache still shows the old name.
    await site.withDatabase((db) => db.event.update({ where: { id: event.id }, data: { title: `${title} moved` } }));
    await page.context().setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Scanner: ${title}`);
    await expect(page.locator('[data-connection]')).toHaveAttribute('data-connection', 'offline');

    await enterCode(page, tickets[0]!.code);
    await expect(verdict(page)).toContainText('Accepted offline');
    await expect(verdict(page)).toContainText('Nina Listed');
    await enterCode(page, tickets[1]!.code);
    await expect(verdict(page)).toContainText('Cancelled ticket');
    await expect(verdict(page)).toContainText("Cora Cancelled's ticket was cancelled.");
    await enterCode(page, `${tickets[0]!.code.slice(0, -3)}AAA`);
    await expect(verdict(page)).toContainText('Unknown code');
    // Dora's reference, typed as printed under her QR code: the door list knows whose it is.
    await enterCode(page, formatReference(ticketReference(tickets[2]!.code)).toLowerCase());
    await expect(verdict(page)).toContainText('Accepted offline');
    await expect(verdict(page)).toContainText('Dora Double');
    await enterCode(page, tickets[2]!.code);
    await expect(verdict(page)).toContainText('Dora Double was already accepted on this device');
    await expectAccessible(page);

    await second.context().setOffline(true);
    await expect(second.locator('[data-connection]')).toHaveAttribute('data-connection', 'offline');
    await enterCode(second, tickets[2]!.code);
    await expect(verdict(second)).toContainText('Accepted offline');
    await expect(verdict(second)).toContainText('Dora Double');

    // Back online one after the other: the second sync finds Dora admitted twice, and both devices say so.
    await page.context().setOffline(false);
    await expect(page.getByText('waiting to sync')).toHaveCount(0, { timeout: 15_000 });
    await second.context().setOffline(false);
    await expect(second.getByText('waiting to sync')).toHaveCount(0, { timeout: 15_000 });
    for (const device of [second, page]) {
      const conflicts = device.getByRole('region', { name: 'Admitted twice while offline' });
      await expect(conflicts).toContainText('Dora Double', { timeout: 40_000 });
      await expect(conflicts).toContainText('by Gate Two');
    }
    await expectAccessibleEverywhere(page, 'scanner-conflicts');
    await second.close();
  });

  test('a volunteer opens a door invitation, gives their name and scans for that event only', async ({
    page,
    browser,
    site,
  }) => {
    const title = `Volunteer night ${randomUUID().slice(0, 6)}`;
    const { event, tickets } = await door(site, ['Vic Visitor'], title);
    const { section, path } = await createDoorInvitation(page, site, event.id, 'Orla Organiser', 'Friday volunteers');
    await expect(section.getByText('Open', { exact: true })).toBeVisible();
    await expectAccessibleEverywhere(page, 'door-invitations');

    const volunteerContext = await browser.newContext({ baseURL: site.url });
    const volunteer = await volunteerContext.newPage();
    await volunteer.goto(path);
    await expect(volunteer.getByRole('heading', { level: 1, name: `Scan at the door of ${title}` })).toBeVisible();
    await expectAccessibleEverywhere(volunteer, 'door-join');
    await volunteer.getByLabel('Your name').fill('Val Volunteer');
    await volunteer.getByRole('button', { name: 'Open the scanner' }).click();
    await expect(volunteer.getByText('Scanning as Val Volunteer with a door invitation')).toBeVisible();
    await enterCode(volunteer, tickets[0]!.code);
    await expect(verdict(volunteer)).toContainText('Vic Visitor');
    await expect(verdict(volunteer)).toContainText('Valid');

    await page.reload();
    await expect(section).toContainText('1 scan(s)');
    page.once('dialog', (dialog) => void dialog.accept());
    await section.getByRole('button', { name: 'Withdraw the door invitation for Friday volunteers' }).click();
    await expect(section.getByText('Withdrawn', { exact: true })).toBeVisible();
    await volunteer.goto(path);
    await expect(volunteer.getByText('This door invitation has expired, was withdrawn')).toBeVisible();
    await volunteerContext.close();
  });
});
