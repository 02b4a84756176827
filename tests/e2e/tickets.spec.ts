import { formatReference } from '../../common/ticket-reference.js';
import { ticketReference } from '../../server/features/tickets/ticket-reference.js';
import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import type { Database } from '../../server/db.js';
import { DEFAULT_PASSWORD, createUser } from '../support/factories.js';
import { ADMIN, expect, expectAccessible, logInAs, test, type Site } from './support/site.js';

const DAY = 24 * 60 * 60 * 1000;

async function createEvent(site: Site, title: string, capacity: number, inDays = 3) {
  return site.withDatabase(async (db: Database) => {
    const location = await db.location.findFirstOrThrow({ where: { published: true, deletedAt: null } });
    const startsAt = new Date(site.clock.now().getTime() + inDays * DAY);
    return db.event.create({
      data: {
        title,
        slug: title.toLowerCase().replace(/\W+/g, '-'),
        summary: 'A browser-tested evening.',
        description: 'Bring **friends**.',
        status: 'published',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3 * 60 * 60 * 1000),
        capacity,
        locationId: location.id,
      },
    });
  });
}

/** A new member holding a ticket (with a plain code) for a new event, logged in on `page`. */
async function logInWithTicket(page: Page, site: Site, title: string, name: string) {
  const event = await createEvent(site, title, 20);
  const member = await site.withDatabase((db) => createUser(db, { name }));
  const ticket = await site.withDatabase((db) =>
    db.ticket.create({
      data: { eventId: event.id, userId: member.id, code: `plain-${event.id}`, activeEventId: event.id },
    }),
  );
  await logInAs(page, member.email, DEFAULT_PASSWORD);
  return ticket;
}

/** Reads the QR code an <img> shows (an SVG data URL), as a phone at the door would. */
async function decodeQr(src: string): Promise<string | null> {
  const svg = Buffer.from(src.replace('data:image/svg+xml;base64,', ''), 'base64');
  const { data, info } = await sharp(svg, { density: 300 }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

test.describe('tickets', () => {
  test('a member takes a ticket, sees its QR code on the dashboard and the printable page; another browser sees the places drop live', async ({
    page,
    site,
    browser,
  }) => {
    test.slow();
    const event = await createEvent(site, 'Lantern walk', 5);
    const member = await site.withDatabase((db) => createUser(db, { name: 'Lena Walker', email: 'lena@example.test' }));

    // A visitor on another browser watches the event page.
    const visitor = await browser.newContext({ baseURL: site.url });
    const watching = await visitor.newPage();
    await watching.goto(`/events/${event.slug}`);
    // Visible only: the phones' ticket bar repeats the places, hidden at this width.
    await expect(watching.getByText('5 of 5 places left').filter({ visible: true })).toBeVisible();
    await expect(watching.getByText('Log in or register to get a ticket.')).toBeVisible();

    // Searched for, so it is on the page whatever events other tests of this worker added.
    await page.goto('/events?search=Lantern');
    await expect(page.getByRole('heading', { level: 2, name: 'Lantern walk' })).toBeVisible();
    await expectAccessible(page);

    await logInAs(page, member.email, DEFAULT_PASSWORD);
    await page.goto(`/events/${event.slug}`);
    await expect(page.getByRole('link', { name: /View on the map/ })).toHaveAttribute('href', /openstreetmap\.org/);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Get a ticket' }).click();
    await expect(page.getByText('You have a ticket for this event.')).toBeVisible();
    await expect(page.getByText('4 of 5 places left').filter({ visible: true })).toBeVisible();

    // The other browser learns of it without reloading.
    await expect(watching.getByText('4 of 5 places left').filter({ visible: true })).toBeVisible();
    await visitor.close();

    const code = await site.withDatabase(
      async (db) => (await db.ticket.findFirstOrThrow({ where: { userId: member.id, eventId: event.id } })).code,
    );
    await page.goto('/dashboard');
    const qr = page.getByRole('img', { name: 'QR code of your ticket for Lantern walk' });
    await expect(qr).toBeVisible();
    expect(await decodeQr((await qr.getAttribute('src'))!)).toBe(code);
    // The short reference door staff can type, not the long code.
    const reference = formatReference(ticketReference(code));
    await expect(page.getByText(reference)).toBeVisible();
    await expect(page.getByText(code)).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Open the printable ticket' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lantern walk' })).toBeVisible();
    const large = page.getByRole('img', { name: 'QR code of your ticket for Lantern walk' });
    await expect(large).toHaveAttribute('width', '320');
    expect(await decodeQr((await large.getAttribute('src'))!)).toBe(code);
    await expect(page.getByText(reference)).toBeVisible();
    await expect(page.getByText(code)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print this ticket' })).toBeVisible();
    await expectAccessible(page);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print this ticket' })).toBeHidden();
    await expect(page.locator('header').first()).toBeHidden();
  });

  test('the member sees on the dashboard that they are checked in, without reloading', async ({
    page,
    site,
    browser,
  }) => {
    // Tonight, so its door is open for the scan.
    const event = await createEvent(site, 'Night market', 20, 1 / 24);
    const member = await site.withDatabase((db) =>
      createUser(db, { name: 'Max Marketgoer', email: 'max@example.test' }),
    );
    await logInAs(page, member.email, DEFAULT_PASSWORD);
    await page.goto(`/events/${event.slug}`);
    await page.getByRole('button', { name: 'Get a ticket' }).click();
    await expect(page.getByText('You have a ticket for this event.')).toBeVisible();
    const subscribed = page.waitForResponse((response) => response.url().endsWith('/broadcasting/auth'));
    await page.goto('/dashboard');
    expect((await subscribed).status()).toBe(200);
    await expect(page.getByText('Not checked in yet')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel my ticket' })).toBeVisible();
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));

    // The door scans the ticket through the scanner's API.
    const code = await site.withDatabase(
      async (db) => (await db.ticket.findFirstOrThrow({ where: { userId: member.id, eventId: event.id } })).code,
    );
    const door = await browser.newContext({ baseURL: site.url });
    const doorPage = await door.newPage();
    await logInAs(doorPage, ADMIN.email, ADMIN.password);
    const token = decodeURIComponent((await door.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value);
    const scan = await doorPage.request.post(`/admin/events/${event.id}/scans`, {
      data: { code },
      headers: { 'X-XSRF-TOKEN': token },
    });
    expect((await scan.json()).verdict).toMatchObject({ outcome: 'valid' });
    await door.close();

    await expect(page.getByText('Checked in', { exact: true })).toBeVisible();
    // A ticket the door let in is used: nothing to cancel.
    await expect(page.getByRole('button', { name: 'Cancel my ticket' })).toHaveCount(0);
    await expect(page.getByRole('status')).toContainText('You are checked in to Night market.');
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  });

  test('the ticket page opens without a network once opened, until the member logs out', async ({ page, site }) => {
    const ticket = await logInWithTicket(page, site, 'Harbour lights', 'Olive Offline');
    await page.goto(`/tickets/${ticket.id}`);
    await expect(page.getByText('This ticket now opens on this device without a network')).toBeVisible();

    await page.context().setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Harbour lights' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code of your ticket for Harbour lights' })).toBeVisible();
    await expect(page.getByText('For Olive Offline')).toBeVisible();
    await page.context().setOffline(false);

    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => caches.has('agora-offline'))).toBe(false);
    await page.context().setOffline(true);
    await expect(page.goto(`/tickets/${ticket.id}`)).rejects.toThrow(/net::ERR_/);
    await page.context().setOffline(false);
  });

  test("on a desktop the ticket's facts get columns as wide as its card allows", async ({ page, site }) => {
    const ticket = await logInWithTicket(page, site, 'Long facts', 'Fay Facts');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/tickets/${ticket.id}`);
    // The card is narrow: three columns for two facts squeezed "When" into five short lines.
    const facts = page.getByRole('definition');
    await expect(facts).toHaveCount(2);
    for (const fact of await facts.all()) expect((await fact.boundingBox())!.width).toBeGreaterThanOrEqual(200);
  });
});
