// Events, real signed tickets and door staff for the scanner's browser tests, and how a test scans.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { Database } from '../../../server/db.js';
import { signTicketCode, ticketKeys } from '../../../server/features/tickets/ticket-codes.js';
import { createUser } from '../../support/factories.js';
import type { Site } from './site.js';

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

export async function enterCode(page: Page, code: string) {
  await page.getByLabel('Ticket reference or code').fill(code);
  await page.getByRole('button', { name: 'Check in' }).click();
}
