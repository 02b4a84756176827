import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createUser, DEFAULT_PASSWORD } from '../support/factories.js';
import { launchWithCamera } from './support/browser.js';
import { counter, door, enterCode, scannerUrl, staffChannelAuthorised, verdict } from './support/door.js';
import { writeQrVideo } from './support/qr-video.js';
import { formatReference } from '../../common/ticket-reference.js';
import { ticketReference } from '../../server/features/tickets/ticket-reference.js';
import { expect, expectAccessible, expectAccessibleEverywhere, logInAs, test } from './support/site.js';

test.describe('the door scanner', () => {
  test('reads a real ticket from the camera: valid, then already checked in with when and by whom', async ({
    site,
  }) => {
    const { event, tickets, scanner } = await door(site, ['Camera Carla']);
    const video = path.join(os.tmpdir(), `agora-qr-${randomUUID()}.y4m`);
    await writeQrVideo(video, tickets[0]!.code);
    const browser = await launchWithCamera(video);
    try {
      const context = await browser.newContext({ baseURL: site.url, permissions: ['camera'] });
      const page = await context.newPage();
      const refusals: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text()))
          refusals.push(message.text());
      });
      await logInAs(page, scanner.email, DEFAULT_PASSWORD);
      await page.goto(scannerUrl(event.id));

      const camera = page.locator('[data-camera]');
      await expect(camera).toHaveAttribute('data-camera', 'reading', { timeout: 15_000 });
      // Where the browser has a QR-capable BarcodeDetector it reads; elsewhere (often headless Linux) jsQR does.
      const native = await page.evaluate(async () => {
        const detector = (window as { BarcodeDetector?: { getSupportedFormats(): Promise<string[]> } }).BarcodeDetector;
        return !!detector && (await detector.getSupportedFormats()).includes('qr_code');
      });
      await expect(camera).toHaveAttribute('data-decoder', native ? 'native' : 'jsqr');

      await expect(verdict(page)).toContainText('Valid', { timeout: 15_000 });
      await expect(verdict(page)).toContainText('Camera Carla');
      await expect(counter(page, 'Checked in')).toHaveText('1');
      // The code is still in front of the camera: ignored for 3 seconds, then read again as a new scan.
      await expect(verdict(page)).toContainText('Already checked in', { timeout: 10_000 });
      await expect(verdict(page)).toContainText(`by ${scanner.name}`);

      const logs = await site.withDatabase((db) =>
        db.checkIn.findMany({ where: { eventId: event.id }, orderBy: { id: 'asc' } }),
      );
      expect(logs.slice(0, 2).map((log) => log.outcome)).toEqual(['valid', 'already_checked_in']);
      expect(refusals, 'Content-Security-Policy refusals').toEqual([]);
    } finally {
      await browser.close();
      await fs.rm(video, { force: true });
    }
  });

  test('manual entry and a keyboard-wedge scanner feed the same check-in; counters follow other scanners live', async ({
    page,
    site,
    browser,
  }) => {
    const { event, tickets, scanner } = await door(site, ['Manual Mia', 'Wedge Will', 'Elsewhere Eve']);
    await logInAs(page, scanner.email, DEFAULT_PASSWORD);
    const subscribed = staffChannelAuthorised(page, event.id);
    await page.goto(scannerUrl(event.id));
    expect((await subscribed).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scanner: Door night');
    await expect(counter(page, 'Tickets issued')).toHaveText('3');

    // Mia has her dashboard open: she is told she is checked in.
    const mia = await site.withDatabase((db) => db.user.findUniqueOrThrow({ where: { id: tickets[0]!.userId } }));
    const member = await browser.newPage();
    const memberSubscribed = member.waitForResponse((response) => response.url().endsWith('/broadcasting/auth'));
    await logInAs(member, mia.email, DEFAULT_PASSWORD);
    expect((await memberSubscribed).status()).toBe(200);

    await enterCode(page, tickets[0]!.code);
    await expect(verdict(page)).toContainText('Valid');
    await expect(verdict(page)).toContainText('Manual Mia');
    await expect(member.getByRole('status')).toContainText('You are checked in to Door night.');
    await member.close();
    await expect(page.getByLabel('Ticket reference or code')).toHaveValue('');
    await expectAccessible(page);
    // Typed again at once by hand: judged again (the repeat guard is for readers), so already checked in.
    await enterCode(page, tickets[0]!.code);
    await expect(verdict(page)).toContainText('Already checked in');

    // A USB scanner types the code and Enter while no text field has focus.
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.type(tickets[1]!.code);
    await page.keyboard.press('Enter');
    await expect(verdict(page)).toContainText('Wedge Will');
    // The same code from the reader within 3 seconds keeps the verdict and says it was just scanned.
    await page.keyboard.type(tickets[1]!.code);
    await page.keyboard.press('Enter');
    await expect(verdict(page)).toContainText('Just scanned');
    await expect(verdict(page)).toContainText('Wedge Will');
    await expect(counter(page, 'Checked in')).toHaveText('2');
    await expect(page.getByRole('table')).toContainText('Manual Mia');

    await enterCode(page, 'not-a-ticket');
    await expect(verdict(page)).toContainText('Unknown code');
    await expectAccessible(page);

    // Another scanner at another door: this page's counters follow without reloading.
    const other = await browser.newPage();
    await logInAs(other, scanner.email, DEFAULT_PASSWORD);
    await other.goto(scannerUrl(event.id));
    await enterCode(other, tickets[2]!.code);
    await expect(verdict(other)).toContainText('Elsewhere Eve');
    await expect(counter(page, 'Checked in')).toHaveText('3');
    await other.close();

    const checkedIn = await site.withDatabase((db) =>
      db.ticket.count({ where: { eventId: event.id, checkedInAt: { not: null } } }),
    );
    expect(checkedIn).toBe(3);
  });

  test('offline: scans are judged with the public key and queued, then synced, and a changed verdict is reported', async ({
    page,
    context,
    site,
  }) => {
    const { event, tickets, scanner } = await door(site, ['Offline Olga', 'Twice Tom']);
    const otherDoor = await site.withDatabase((db) => createUser(db, { roles: ['door'], name: 'Kim Entrance' }));
    await logInAs(page, scanner.email, DEFAULT_PASSWORD);
    await page.goto(scannerUrl(event.id));
    await expect(page.locator('[data-connection]')).toHaveAttribute('data-connection', 'online');

    await context.setOffline(true);
    await expect(page.locator('[data-connection]')).toHaveAttribute('data-connection', 'offline');
    await expect(page.getByText('Offline: scans are checked on this device')).toBeVisible();

    await enterCode(page, tickets[0]!.code);
    await expect(verdict(page)).toContainText('Accepted offline');
    await expect(verdict(page)).toContainText('queued');
    await enterCode(page, tickets[1]!.code);
    await expect(verdict(page)).toContainText('Accepted offline');
    await enterCode(page, tickets[0]!.code);
    await expect(verdict(page)).toContainText('Already checked in');
    await expect(verdict(page)).toContainText('already accepted on this device');
    await enterCode(page, `${tickets[0]!.code.slice(0, -3)}AAA`);
    await expect(verdict(page)).toContainText('Unknown code');
    await expect(page.getByText('4 scan(s) waiting to sync.')).toBeVisible();
    await expectAccessible(page);

    // Meanwhile, Tom's ticket is checked in at another door that is online (and logged there).
    await site.withDatabase(async (db) => {
      const at = new Date();
      await db.ticket.update({
        where: { id: tickets[1]!.id },
        data: { checkedInAt: at, checkedInById: otherDoor.id, inside: true },
      });
      await db.checkIn.create({
        data: { ticketId: tickets[1]!.id, eventId: event.id, scannedById: otherDoor.id, outcome: 'valid', at },
      });
    });

    await context.setOffline(false);
    await expect(page.locator('[data-connection]')).toHaveAttribute('data-connection', 'online', { timeout: 15_000 });
    await expect(page.getByText('waiting to sync')).toHaveCount(0, { timeout: 15_000 });
    const reports = page.getByRole('region', { name: 'Judged differently after syncing' });
    await expect(reports).toContainText('Accepted offline (queued)');
    await expect(reports).toContainText('Already checked in');
    await expect(reports).toContainText('Twice Tom was checked in at');
    await expect(reports).toContainText('by Kim Entrance');
    await expect(reports).not.toContainText('Offline Olga');

    const state = await site.withDatabase(async (db) => ({
      olga: await db.ticket.findUniqueOrThrow({ where: { id: tickets[0]!.id } }),
      logs: await db.checkIn.findMany({
        where: { eventId: event.id, scannedById: scanner.id },
        orderBy: { at: 'asc' },
      }),
    }));
    expect(state.olga.checkedInById).toBe(scanner.id);
    expect(state.logs.map((log) => log.outcome).sort()).toEqual([
      'already_checked_in',
      'already_checked_in',
      'unknown',
      'valid',
    ]);
    expect(state.logs.every((log) => log.clientScanId !== null)).toBe(true);
    await expect(counter(page, 'Checked in')).toHaveText('2');
  });

  test('on a phone: the camera fills the screen, a verdict covers it and clears itself, tools one tap away', async ({
    site,
  }) => {
    const { event, tickets, scanner } = await door(site, ['Phone Pia', 'Phone Paul']);
    const browser = await launchWithCamera();
    try {
      const context = await browser.newContext({
        baseURL: site.url,
        permissions: ['camera'],
        viewport: { width: 390, height: 844 },
      });
      const page = await context.newPage();
      await logInAs(page, scanner.email, DEFAULT_PASSWORD);
      await page.goto(scannerUrl(event.id));
      await expect(page.locator('[data-camera]')).toHaveAttribute('data-camera', 'reading', { timeout: 15_000 });

      // The slim bar (mode, connection, counters) on top, then the camera edge to edge and most of the screen tall.
      const bar = page.locator('[data-door-bar]');
      await expect(bar).toContainText('Letting in');
      await expect(bar).toContainText('Online');
      const barBox = (await bar.boundingBox())!;
      const camera = (await page.getByLabel('Camera view').boundingBox())!;
      expect(camera.y).toBeGreaterThanOrEqual(barBox.y + barBox.height);
      expect(camera.y).toBeLessThan(300);
      expect(camera.width).toBe(390);
      expect(camera.height).toBeGreaterThan(844 / 2);
      // Manual entry and name search are one tap away, on the first screen under the camera.
      await expect(page.getByRole('button', { name: 'Find by name' })).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: test.info().outputPath('scanner-phone-camera.png') });

      // Manual entry opens with its field focused.
      const manualEntry = page.getByLabel('Ticket reference or code');
      await expect(manualEntry).toBeHidden();
      const typeReference = page.getByRole('button', { name: 'Type a reference' });
      await expect(typeReference).toHaveAttribute('aria-expanded', 'false');
      await typeReference.click();
      await expect(typeReference).toHaveAttribute('aria-expanded', 'true');
      await expect(manualEntry).toBeFocused();
      await enterCode(page, formatReference(ticketReference(tickets[0]!.code)));

      // The verdict covers the whole screen, then clears itself and the camera is back.
      const overlay = page.locator('[data-overlay]');
      await expect(overlay).toHaveAttribute('data-overlay', 'shown');
      await expect(verdict(page)).toContainText('Valid');
      await expect(verdict(page)).toContainText('Phone Pia');
      expect(await overlay.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
      await page.screenshot({ path: test.info().outputPath('scanner-phone-verdict.png') });
      await expectAccessible(page);
      await expect(overlay).toHaveAttribute('data-overlay', 'cleared', { timeout: 10_000 });
      await expect(page.getByLabel('Camera view')).toBeInViewport();
      // Still in the live region for a screen reader, only no longer drawn over the camera.
      await expect(verdict(page)).toContainText('Phone Pia');

      // A refusal stays for seconds unless door staff tap it away.
      await enterCode(page, 'not-a-ticket');
      await expect(verdict(page)).toContainText('Unknown code');
      await expect(overlay).toHaveAttribute('data-overlay', 'shown');
      await page.getByRole('button', { name: 'Next scan' }).click();
      await expect(overlay).toHaveAttribute('data-overlay', 'cleared', { timeout: 1000 });

      // Name search replaces manual entry under the camera; a tap lets Paul in.
      await page.getByRole('button', { name: 'Find by name' }).click();
      await expect(manualEntry).toBeHidden();
      const search = page.getByRole('searchbox', { name: 'Name' });
      await expect(search).toBeFocused();
      await search.fill('paul');
      await page.getByRole('button', { name: 'Check in Phone Paul' }).click();
      await expect(overlay).toHaveAttribute('data-overlay', 'shown');
      await expect(verdict(page)).toContainText('Phone Paul');
      await expect(counter(page, 'Checked in')).toHaveText('2');
      await expectAccessible(page);
    } finally {
      await browser.close();
    }
  });

  test('door staff find the scanner from the admin home', async ({ page, site }) => {
    const { event, scanner } = await door(site, [], `Harbour gala ${randomUUID().slice(0, 6)}`);
    // The door home lists the ten soonest events, and the shared database holds other tests' events
    // starting within the hour: this one has been under way for a while, so it comes first.
    await site.withDatabase((db) =>
      db.event.update({ where: { id: event.id }, data: { startsAt: new Date(Date.now() - 6 * 60 * 60 * 1000) } }),
    );
    await logInAs(page, scanner.email, DEFAULT_PASSWORD);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Administration' }).click();
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Scan tickets' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'At the door' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: `Scan tickets for ${event.title}` }).click();
    await page.waitForURL(`**${scannerUrl(event.id)}`);
    await expect(page.getByLabel('Ticket reference or code')).toBeVisible();
  });

  test('checks in by name, lets out in exit mode, and the admin page follows who is inside live', async ({
    page,
    browser,
    site,
  }) => {
    const { event, scanner } = await door(
      site,
      ['Nadia Namesearch', 'Other Person'],
      `Exit night ${randomUUID().slice(0, 6)}`,
    );
    const admin = await (await browser.newContext({ baseURL: site.url })).newPage();
    await logInAs(admin);
    await admin.goto(`/admin/events/${event.id}`);
    await expect(counter(admin, 'Inside now')).toHaveText('0');

    await logInAs(page, scanner.email, DEFAULT_PASSWORD);
    await page.goto(scannerUrl(event.id));
    await page.getByRole('searchbox', { name: 'Name' }).fill('nadia');
    const results = page.getByRole('list', { name: 'Ticket holders found' });
    await expect(results.getByRole('listitem')).toHaveCount(1);
    await expectAccessibleEverywhere(page, 'scanner-name-search');
    await results.getByRole('button', { name: 'Check in Nadia Namesearch' }).click();
    await expect(verdict(page)).toContainText('Valid');
    await expect(verdict(page)).toContainText('Nadia Namesearch');
    await expect(counter(admin, 'Inside now')).toHaveText('1');

    await page.getByRole('radio', { name: 'Out (check-out)' }).check();
    await page.getByRole('searchbox', { name: 'Name' }).fill('nadia');
    await results.getByRole('button', { name: 'Check out Nadia Namesearch' }).click();
    await expect(verdict(page)).toContainText('Goodbye');
    await expect(verdict(page)).toContainText('Nadia Namesearch is checked out.');
    await expect(counter(admin, 'Inside now')).toHaveText('0');
    const logs = await site.withDatabase((db) =>
      db.checkIn.findMany({
        where: { eventId: event.id },
        orderBy: { id: 'asc' },
        select: { method: true, direction: true },
      }),
    );
    expect(logs).toEqual([
      { method: 'manual', direction: 'entry' },
      { method: 'manual', direction: 'exit' },
    ]);
  });
});
