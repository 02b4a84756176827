// Events and real signed tickets for the scanner tests, and a door scanner posting scans as the page does.
import crypto from 'node:crypto';
import { MAX_SYNC_BATCH } from '../../../common/types/scanner.js';
import type { Database } from '../../../server/db.js';
import { signTicketCode, ticketKeys } from '../../../server/features/tickets/ticket-codes.js';
import { createUser } from '../../support/factories.js';
import request from 'supertest';
import { expect } from 'vitest';
import type { PageProps } from '../../../common/types/pages.js';
import { pageAt, signedIn, submit, type Agent } from '../../support/member-session.js';
import { xsrfToken, type TestApp } from '../../support/test-app.js';

const HOUR = 60 * 60 * 1000;
let sequence = 0;

export async function createEvent(
  db: Database,
  data: { title?: string; startsAt?: Date; endsAt?: Date; capacity?: number | null } = {},
) {
  sequence += 1;
  // By default within an hour, so its doors are open (they open six hours before) for a clock set now.
  const startsAt = data.startsAt ?? new Date(Date.now() + HOUR);
  return db.event.create({
    data: {
      title: data.title ?? `Event ${sequence}`,
      slug: `event-${sequence}-${Date.now()}`,
      startsAt,
      endsAt: data.endsAt ?? new Date(startsAt.getTime() + 3 * 60 * 60 * 1000),
      status: 'published',
      capacity: data.capacity === undefined ? 100 : data.capacity,
    },
  });
}

/** An active ticket with a real signed code, for a new member unless one is given. */
export async function createTicket(
  db: Database,
  eventId: number,
  options: { userId?: number; name?: string; birthDate?: Date } = {},
) {
  const userId = options.userId ?? (await createUser(db, { name: options.name })).id;
  if (options.birthDate) await db.user.update({ where: { id: userId }, data: { birthDate: options.birthDate } });
  const code = signTicketCode(await ticketKeys({ db }), eventId);
  return db.ticket.create({ data: { eventId, userId, code, activeEventId: eventId } });
}

/** A member of the `door` role (tickets.scan only), signed in. */
export const doorScanner = (testApp: TestApp, name = 'Sam Door') => signedIn(testApp, { roles: ['door'], name });

export const scanUrl = (eventId: number) => `/admin/events/${eventId}/scans`;
export const syncUrl = (eventId: number) => `/admin/events/${eventId}/scans/sync`;

/** A scan as the scanner page posts it: JSON with the CSRF header, asking for JSON back. */
export const postScan = (agent: Agent, url: string, body: object) =>
  agent
    .post(url)
    .set({ 'X-XSRF-TOKEN': xsrfToken(agent), Accept: 'application/json' })
    .send(body);

/** A GET as the scanner page's fetch sends it (the name search, the door list): JSON wanted. */
export const getJson = (agent: Agent, url: string) => agent.get(url).set('Accept', 'application/json');

/** A full sync of made-up codes, as a device flooding the door with typed references would send. */
export const madeUpBatch = () => ({
  scans: Array.from({ length: MAX_SYNC_BATCH }, (_, index) => ({
    code: `made up ${index}`,
    clientScanId: crypto.randomUUID(),
  })),
});

/** A guardian who confirmed their consent for the member, as the door's verdict names them. */
export const addGuardian = (db: Database, userId: number, guardian: { name: string; email: string; phone: string }) =>
  db.guardian.create({
    data: { userId, ...guardian, relationship: 'parent', consentState: 'confirmed', consentStateAt: new Date() },
  });

/** A browser without an account opening a door invitation's link and typing a name: on the scanner page. */
export async function volunteerAt(testApp: TestApp, path: string, name: string): Promise<Agent> {
  // A fresh browser: the invitation's page is the first it opens, so that page hands out the CSRF token.
  const agent = request.agent(testApp.app);
  const join = await pageAt<PageProps['door/Join']>(testApp, agent, path);
  expect(join.component).toBe('door/Join');
  const joined = await submit(agent, 'post', path, { name }, path).expect(302);
  await agent.get(joined.headers.location as string).expect(200);
  return agent;
}

export const eventUrl = (id: number) => `/admin/events/${id}`;
export const invitationsUrl = (id: number) => `${eventUrl(id)}/door-invitations`;

/** A door invitation's window from `fromHours` to `toHours` after `now`, as the form sends it. */
export const invitationWindow = (now: Date, fromHours: number, toHours: number) => ({
  opensAt: new Date(now.getTime() + fromHours * HOUR).toISOString(),
  closesAt: new Date(now.getTime() + toHours * HOUR).toISOString(),
});
