// Event changes, check-in undos and attendee exports each append one entry to the audit log (SPEC §14).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminEventForm } from '../../common/types/event-admin.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { page, signedInWith, submit, type Agent } from './admin/support.js';
import { entriesAbout, entryCount } from './audit/support.js';
import { createEvent, createTicket } from './events/admin/support.js';

const NOW = new Date('2026-06-15T12:00:00Z');
let testApp: TestApp;
let admin: Agent;
let adminId: number;
beforeAll(async () => {
  testApp = await createTestApp({ clock: { now: NOW } });
  const signed = await signedInWith(testApp, ['admin']);
  ({ agent: admin } = signed);
  adminId = signed.user.id;
});
afterAll(() => testApp.close());

const editUrl = (id: number) => `/admin/events/${id}/edit`;

async function formFor(id: number, changes: Record<string, unknown> = {}) {
  const { event } = (await page<{ event: AdminEventForm }>(testApp, admin, editUrl(id))).props;
  const { id: _id, cover: _cover, ...fields } = event;
  return { ...fields, ...changes };
}

describe('audit log of events', () => {
  it('records the draft created, an edit with only the changed fields, and the cancellation', async () => {
    // A draft cannot be cancelled (it was never public): the edit publishes it first.
    const { db } = testApp.context;
    const created = await submit(admin, 'post', '/admin/events').expect(302);
    const id = Number(/\/admin\/events\/(\d+)\/edit/.exec(created.headers.location!)![1]);
    await submit(
      admin,
      'put',
      `/admin/events/${id}`,
      await formFor(id, { title: 'Summer fair', capacity: '40', status: 'published' }),
      editUrl(id),
    ).expect(303);
    await submit(admin, 'put', `/admin/events/${id}`, await formFor(id, { status: 'cancelled' }), editUrl(id)).expect(
      303,
    );

    const entries = await entriesAbout(db, { type: 'event', id });
    expect(entries.map(({ action, actorId }) => ({ action, actorId }))).toEqual([
      { action: 'event.created', actorId: adminId },
      { action: 'event.updated', actorId: adminId },
      { action: 'event.cancelled', actorId: adminId },
    ]);
    expect(entries[0]!.after).toMatchObject({ title: 'Untitled event', status: 'draft' });
    expect(entries[1]).toMatchObject({
      subjectLabel: 'Summer fair',
      before: { title: 'Untitled event', capacity: null, status: 'draft' },
      after: { title: 'Summer fair', capacity: 40, status: 'published' },
    });
    expect(Object.keys(entries[1]!.after!).sort()).toEqual(['capacity', 'status', 'title']);
    expect(entries[2]).toMatchObject({ before: { status: 'published' }, after: { status: 'cancelled' } });

    // A change of tags alone is an edit too, recorded as the names before and after.
    await submit(admin, 'put', `/admin/events/${id}`, await formFor(id, { tags: 'Fairs, Summer' }), editUrl(id)).expect(
      303,
    );
    const [tagged] = (await entriesAbout(db, { type: 'event', id })).slice(-1);
    expect(tagged).toMatchObject({ action: 'event.updated', before: { tags: '' }, after: { tags: 'Fairs, Summer' } });
    expect(Object.keys(tagged!.after!)).toEqual(['tags']);
  });

  it('writes nothing for an edit the form refuses', async () => {
    const { db } = testApp.context;
    const event = await createEvent(db, { capacity: 5 });
    await createTicket(db, event.id);
    await createTicket(db, event.id);
    const before = await entryCount(db);
    await submit(
      admin,
      'put',
      `/admin/events/${event.id}`,
      await formFor(event.id, { capacity: '1' }),
      editUrl(event.id),
    )
      .expect(303)
      .expect('Location', editUrl(event.id));
    expect((await page(testApp, admin, editUrl(event.id))).props.errors.capacity).toMatch(/already issued/);
    expect(await entryCount(db)).toBe(before);
  });
});

describe('audit log at the door and of exports', () => {
  it('records a check-in undone once, however often it is asked', async () => {
    const { db } = testApp.context;
    const event = await createEvent(db);
    const { ticket } = await createTicket(db, event.id, { checkedIn: { at: NOW, byId: adminId } });
    const url = `/admin/events/${event.id}/check-ins/${ticket.id}`;
    await submit(admin, 'delete', url, {}, `/admin/events/${event.id}`).expect(303);
    await submit(admin, 'delete', url, {}, `/admin/events/${event.id}`).expect(303);
    expect(await entriesAbout(db, { type: 'ticket', id: ticket.id })).toMatchObject([
      {
        action: 'ticket.check_in_undone',
        actorId: adminId,
        subjectLabel: `Ticket ${ticket.id}`,
        before: { checkedInAt: NOW.toISOString(), checkedInById: adminId },
        after: { checkedInAt: null, checkedInById: null },
      },
    ]);
    // The code is the ticket itself: it never enters the log.
    const entries = await db.auditEntry.findMany({ where: { subjectType: 'ticket', subjectId: ticket.id } });
    expect(JSON.stringify(entries)).not.toContain(ticket.code);
  });

  it('records each attendee export with its filter and row count', async () => {
    const { db } = testApp.context;
    const event = await createEvent(db, { title: 'Exported event' });
    await createTicket(db, event.id);
    await createTicket(db, event.id, { checkedIn: { at: NOW, byId: adminId } });
    await admin.get(`/admin/events/${event.id}/attendees.csv?checkedIn=yes`).expect(200);
    expect(await entriesAbout(db, { type: 'event', id: event.id })).toMatchObject([
      {
        action: 'event.attendees_exported',
        actorId: adminId,
        subjectLabel: 'Exported event',
        before: null,
        after: { rows: 1, search: '', checkedIn: 'yes' },
      },
    ]);
  });
});
