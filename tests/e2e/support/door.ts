// Events, real signed tickets and door staff for the scanner's browser tests, and how a test scans.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { Database } from '../../../server/db.js';
import { signTicketCode, ticketKeys } from '../../../server/features/tickets/ticket-codes.js';
import { createUser, DEFAULT_PASSWORD } from '../../support/factories.js';
import { expect, logInAs, type Site } from './site.js';

const HOUR = 60 * 60 * 1000;

export async function createEvent(db: Database, title: string) {
  const startsAt = new Date(Date.now() + HOUR);
  return db.event.create({
    data: {
      title,
      slug: `scan-${randomUUID().slice(0, 8)}`,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3 * HOUR),
      capacity: 50,
      status: 'published',
    },
  });
}

/** An active ticket for a new member, its code signed by the site's key as a real one is. */
export async function createTicket(db: Database, eventId: number, name: string) {
  const member = await createUser(db, { name });
  const code = signTicketCode(await ticketKeys({ db }), eventId);
  return db.ticket.create({ data: { eventId, userId: member.id, code, activeEventId: eventId } });
}

/** An event with tickets for the named members, and a door scanner (tickets.scan only) to check them. */
export async function door(site: Site, names: string[], title = 'Door night') {
  return site.withDatabase(async (db) => {
    const event = await createEvent(db, title);
    const tickets = [];
    for (const name of names) tickets.push(await createTicket(db, event.id, name));
    const scanner = await createUser(db, { roles: ['door'], name: `Sam ${randomUUID().slice(0, 4)}` });
    return { event, tickets, scanner };
  });
}

export const scannerUrl = (eventId: number) => `/admin/events/${eventId}/scanner`;
export const verdict = (page: Page) => page.locator('[aria-live="assertive"]');
export const counter = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

/** The answer to the page's request to join the event's staff channel (its counters and check-ins live). */
export const staffChannelAuthorised = (page: Page, eventId: number) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith('/broadcasting/auth') &&
      (response.request().postData() ?? '').includes(`admin.event.${eventId}`),
  );

export async function enterCode(page: Page, code: string) {
  await page.getByLabel('Ticket reference or code').fill(code);
  await page.getByRole('button', { name: 'Check in' }).click();
}

/**
 * An organiser (the admin role, signed in on `page` as `organiser`) creates a door invitation for the
 * event on its admin page. Returns the invitations' section and the path of the invitation's link.
 */
export async function createDoorInvitation(page: Page, site: Site, eventId: number, organiser: string, label: string) {
  const manager = await site.withDatabase((db) => createUser(db, { roles: ['admin'], name: organiser }));
  await logInAs(page, manager.email, DEFAULT_PASSWORD);
  await page.goto(`/admin/events/${eventId}`);
  const section = page.getByRole('region', { name: 'Door invitations' });
  await section.getByLabel('Who it is for').fill(label);
  await section.getByRole('button', { name: 'Create door invitation' }).click();
  const link = page.getByRole('textbox', { name: `Link for ${label}` });
  await expect(link).toHaveValue(/\/door\//);
  return { section, path: new URL(await link.inputValue()).pathname };
}
