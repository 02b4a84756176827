// Events and tickets written straight to the database for the admin event tests.
import { randomUUID } from 'node:crypto';
import type { Database } from '../../../../server/db.js';
import type { AdminEventForm } from '../../../../common/types/event-admin.js';
import type { Test } from 'supertest';
import { createRoleWith, createUser } from '../../../support/factories.js';
import { pageAt, type Agent } from '../../../support/member-session.js';
import type { TestApp } from '../../../support/test-app.js';
import { signedInWith } from '../../admin/support.js';

let sequence = 0;

export async function createEvent(
  db: Database,
  data: {
    title?: string;
    startsAt?: Date;
    endsAt?: Date;
    capacity?: number | null;
    status?: 'draft' | 'published' | 'cancelled';
    locationId?: number;
  } = {},
) {
  sequence += 1;
  const startsAt = data.startsAt ?? new Date('2026-07-01T18:00:00Z');
  return db.event.create({
    data: {
      title: data.title ?? `Event ${sequence}`,
      slug: `event-${sequence}-${randomUUID().slice(0, 8)}`,
      startsAt,
      endsAt: data.endsAt ?? new Date(startsAt.getTime() + 2 * 60 * 60 * 1000),
      capacity: data.capacity ?? null,
      status: data.status ?? 'published',
      locationId: data.locationId,
    },
  });
}

/** An event that ended an hour before `now`, with an active ticket for a new member. */
export async function ticketOfEventOver(db: Database, now: Date) {
  const event = await createEvent(db, {
    startsAt: new Date(now.getTime() - 5 * 3_600_000),
    endsAt: new Date(now.getTime() - 3_600_000),
  });
  return { event, ...(await createTicket(db, event.id)) };
}

/**
 * An organiser's action on an attendee's ticket, tried where it must not work: on a ticket of another
 * event and on none (404), and by a member without `events.manage` and by door staff (403). Answers the
 * ticket and its holder, for the caller to see nothing changed.
 */
export async function expectOrganisersOnly(
  testApp: TestApp,
  admin: Agent,
  act: (agent: Agent, eventId: number, ticketId: number) => Test,
) {
  const { db } = testApp.context;
  const event = await createEvent(db);
  const other = await createEvent(db);
  const held = await createTicket(db, event.id);
  await act(admin, other.id, held.ticket.id).expect(404);
  await act(admin, event.id, 999_999).expect(404);
  const nothing = await createRoleWith(db, `nothing-${randomUUID()}`, []);
  for (const role of [nothing.name, 'door']) {
    await act((await signedInWith(testApp, [role])).agent, event.id, held.ticket.id).expect(403);
  }
  return { event, ...held };
}

/** An active ticket (or a cancelled one) for a new member with the given name and e-mail. */
export async function createTicket(
  db: Database,
  eventId: number,
  options: {
    name?: string;
    email?: string;
    birthDate?: Date;
    cancelled?: boolean;
    checkedIn?: { at: Date; byId: number };
  } = {},
) {
  const user = await createUser(db, { name: options.name, email: options.email });
  if (options.birthDate) await db.user.update({ where: { id: user.id }, data: { birthDate: options.birthDate } });
  const ticket = await db.ticket.create({
    data: {
      eventId,
      userId: user.id,
      code: `test-${randomUUID()}`,
      status: options.cancelled ? 'cancelled' : 'active',
      activeEventId: options.cancelled ? null : eventId,
      checkedInAt: options.checkedIn?.at ?? null,
      checkedInById: options.checkedIn?.byId ?? null,
    },
  });
  return { user, ticket };
}

/** The event's edit form as the edit page fills it (all but its id and cover), and the page's address. */
export async function editFormOf(testApp: TestApp, agent: Agent, eventId: number) {
  const editUrl = `/admin/events/${eventId}/edit`;
  const page = await pageAt<{ event: AdminEventForm }>(testApp, agent, editUrl);
  const { id: _id, cover: _cover, ...form } = page.props.event;
  return { editUrl, form };
}
