// Events and tickets written straight to the database for the admin event tests.
import { randomUUID } from 'node:crypto';
import type { Database } from '../../../../server/db.js';
import type { AdminEventForm } from '../../../../common/types/event-admin.js';
import { createUser } from '../../../support/factories.js';
import { pageAt, type Agent } from '../../../support/member-session.js';
import type { TestApp } from '../../../support/test-app.js';

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
