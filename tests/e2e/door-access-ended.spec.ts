import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DEFAULT_PASSWORD } from '../support/factories.js';
import { createDoorInvitation, door, enterCode, verdict } from './support/door.js';
import { expect, expectAccessibleEverywhere, logInAs, test } from './support/site.js';

/** What the scanner keeps in this browser's IndexedDB (resources/lib/scanner/device-store.ts), counted per store. */
function deviceStoreCounts(page: Page) {
  return page.evaluate(
    () =>
      new Promise<Record<string, number>>((resolve, reject) => {
        const opening = indexedDB.open('agora-scanner');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          const names = ['lists', 'queue', 'accepted'].filter((name) => db.objectStoreNames.contains(name));
          if (names.length === 0) return resolve({});
          const transaction = db.transaction(names, 'readonly');
          const counts: Record<string, number> = {};
          for (const name of names) {
            const counting = transaction.objectStore(name).count();
            counting.onsuccess = () => (counts[name] = counting.result);
          }
          transaction.oncomplete = () => {
            db.close();
            resolve(counts);
          };
        };
      }),
  );
}

test.describe('a door closed to a scanner (SPEC §11)', () => {
  test('a withdrawn invitation stops the volunteer scanner: no offline verdict, and the door list leaves the device', async ({
    page,
    browser,
    site,
  }) => {
    test.slow();
    const title = `Closing door ${randomUUID().slice(0, 6)}`;
    const { event, tickets } = await door(site, ['Ada Admitted', 'Ben Blocked'], title);
    const { section, path } = await createDoorInvitation(page, site, event.id, 'Olly Organiser', 'Saturday volunteers');

    const volunteerContext = await browser.newContext({ baseURL: site.url });
    const volunteer = await volunteerContext.newPage();
    await volunteer.goto(path);
    await volunteer.getByLabel('Your name').fill('Vince Volunteer');
    await volunteer.getByRole('button', { name: 'Open the scanner' }).click();
    await expect(volunteer.getByText('Door list on this device: 2 ticket(s)')).toBeVisible();
    await enterCode(volunteer, tickets[0]!.code);
    await expect(verdict(volunteer)).toContainText('Valid');
    expect(await deviceStoreCounts(volunteer)).toMatchObject({ lists: 1 });

    page.once('dialog', (dialog) => void dialog.accept());
    await section.getByRole('button', { name: 'Withdraw the door invitation for Saturday volunteers' }).click();
    await expect(section.getByText('Withdrawn', { exact: true })).toBeVisible();

    // The next scan: the server refuses this browser, and the scanner says so instead of judging offline.
    await enterCode(volunteer, tickets[1]!.code);
    await expect(verdict(volunteer)).toContainText('Your access to this door has ended.');
    await expect(verdict(volunteer)).not.toContainText('Accepted');
    const status = volunteer.locator('[data-connection]');
    await expect(status).toHaveAttribute('data-connection', 'ended');
    await expect(status).toHaveAttribute('role', 'status');
    await expect(status).toContainText('Your access to this door has ended.');
    await expect(volunteer.locator('[data-camera]')).toHaveCount(0);
    await expect.poll(() => deviceStoreCounts(volunteer)).toEqual({ lists: 0, queue: 0, accepted: 0 });

    // Scanned again, and with the network gone: still nothing judged on the device, nothing queued.
    await volunteerContext.setOffline(true);
    await enterCode(volunteer, tickets[1]!.code);
    await expect(verdict(volunteer)).toContainText('Your access to this door has ended.');
    expect(await deviceStoreCounts(volunteer)).toEqual({ lists: 0, queue: 0, accepted: 0 });
    await volunteerContext.setOffline(false);
    await expectAccessibleEverywhere(volunteer, 'door-access-ended');
    await site.withDatabase(async (db) =>
      expect(await db.checkIn.count({ where: { ticketId: tickets[1]!.id } })).toBe(0),
    );
    await volunteerContext.close();
  });

  test('signing out takes every door list off the device', async ({ page, site }) => {
    const { event, scanner } = await door(site, ['Sia Signed'], `Signing out ${randomUUID().slice(0, 6)}`);
    await logInAs(page, scanner.email, DEFAULT_PASSWORD);
    await page.goto(`/admin/events/${event.id}/scanner`);
    await expect(page.getByText('Door list on this device: 1 ticket(s)')).toBeVisible();
    expect(await deviceStoreCounts(page)).toMatchObject({ lists: 1 });
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByText('You are logged out.')).toBeVisible();
    await expect.poll(() => deviceStoreCounts(page)).toMatchObject({ lists: 0 });
  });
});
