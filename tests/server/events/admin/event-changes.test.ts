// Ticket holders hear of a change to their event's time or place, and of a cancelled event that is on again.
import { afterAll, describe, expect, it } from 'vitest';
import { onlyEvent } from '../../../support/ical.js';
import { partOfType } from '../../../support/mailbox.js';
import { createTestApp } from '../../../support/test-app.js';
import { signedInWith, submit } from '../../admin/support.js';
import { addChild, guardian } from '../../families/support.js';
import { createLocation, issueTicket } from '../../tickets/support.js';
import { createEvent, createTicket, editFormOf } from './support.js';

const NOW = new Date('2026-06-15T12:00:00Z');
const testApp = await createTestApp({ clock: { now: NOW } });
afterAll(() => testApp.close());
const { db } = testApp.context;
const { agent: admin } = await signedInWith(testApp, ['admin']);
const hall = await createLocation(db, 'Hall');
const barn = await createLocation(db, 'Barn');

/** Saves the event's edit form as the edit page fills it, with `changes`. */
async function save(id: number, changes: Record<string, unknown>) {
  const { editUrl, form } = await editFormOf(testApp, admin, id);
  await submit(admin, 'put', `/admin/events/${id}`, { ...form, ...changes }, editUrl).expect(303);
}

const subjects = async (email: string) => (await testApp.mailTo(email)).map((mail) => mail.subject);

/** Saturday 4 July 2026, 10:00–12:00 UTC, at the hall. */
const boatTrip = (title = 'Boat trip') =>
  createEvent(db, { title, startsAt: new Date('2026-07-04T10:00:00Z'), locationId: hall.id });

describe('an event moved after tickets were issued', () => {
  it('mails each holder the new time and place once, with the calendar entry updated', async () => {
    const event = await boatTrip();
    const { user, ticket } = await createTicket(db, event.id);
    const gone = await createTicket(db, event.id, { cancelled: true });
    await save(event.id, { startsAt: '2026-07-05T14:00:00Z', endsAt: '2026-07-05T17:00:00Z' });

    const mails = await testApp.mailTo(user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Changed: Boat trip']);
    expect(mails[0]!.text).toContain('Boat trip has been moved. It now takes place:');
    expect(mails[0]!.text).toContain('When: Sunday, 5 July 2026, 14:00–17:00 (UTC)');
    expect(mails[0]!.text).toContain('Where: Hall, Oudegracht 88, Utrecht');
    expect(mails[0]!.text).toContain(`/tickets/${ticket.id}`);
    const calendar = onlyEvent(partOfType(mails[0]!.raw, 'text/calendar'));
    expect(calendar).toMatchObject({ status: 'CONFIRMED', sequence: 1, start: new Date('2026-07-05T14:00:00Z') });
    expect(await testApp.mailTo(gone.user.email)).toEqual([]);

    // Saved again unchanged, or with only its words changed: nobody is mailed again.
    await save(event.id, {});
    await save(event.id, { description: 'Bring a coat.', title: 'Boat trip on the lake' });
    expect(await subjects(user.email)).toEqual(['Changed: Boat trip']);
  });

  it('mails for a new end or a new location, and the latest of two quick changes only', async () => {
    const event = await boatTrip('Picnic');
    const { user } = await createTicket(db, event.id);
    await save(event.id, { endsAt: '2026-07-04T13:00:00Z' });
    expect(await subjects(user.email)).toEqual(['Changed: Picnic']);

    await save(event.id, { locationId: String(barn.id) });
    await save(event.id, { locationId: String(hall.id), startsAt: '2026-07-04T09:00:00Z' });
    const mails = await testApp.mailTo(user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Changed: Picnic', 'Changed: Picnic']);
    expect(mails[1]!.text).toContain('When: Saturday, 4 July 2026, 09:00–13:00 (UTC)');
    expect(mails[1]!.text).toContain('Where: Hall, Oudegracht 88, Utrecht');
  });

  it("mails a managed child's copy to the guardian", async () => {
    const event = await boatTrip('Pony day');
    const parent = await guardian(testApp);
    const child = await addChild(testApp, parent.agent, 10);
    await issueTicket(db, event.id, child.id);
    await save(event.id, { locationId: String(barn.id) });
    const mails = (await testApp.mailTo(parent.user.email)).filter((mail) => mail.subject === 'Changed: Pony day');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`Hello ${child.name},`);
    expect(mails[0]!.text).toContain('Where: Barn, Oudegracht 88, Utrecht');
  });

  it('mails nobody about an event that has ended, a draft, or a cancelled event', async () => {
    const ended = await createEvent(db, { title: 'Yesterday', startsAt: new Date('2026-06-14T10:00:00Z') });
    const draft = await createEvent(db, { title: 'Plan', status: 'draft' });
    const cancelled = await createEvent(db, { title: 'Off', status: 'cancelled' });
    const holders = [];
    for (const event of [ended, draft, cancelled]) holders.push((await createTicket(db, event.id)).user);
    await save(ended.id, { startsAt: '2026-06-14T09:00:00Z' });
    await save(draft.id, { startsAt: '2026-07-02T18:00:00Z', endsAt: '2026-07-02T20:00:00Z' });
    await save(cancelled.id, { startsAt: '2026-07-02T18:00:00Z', endsAt: '2026-07-02T20:00:00Z' });
    for (const holder of holders) expect(await testApp.mailTo(holder.email)).toEqual([]);
  });

  it('mails the holders of each date once when "this and the following" dates of a series move', async () => {
    const first = await boatTrip('Club night');
    await submit(admin, 'post', `/admin/events/${first.id}/series`, {
      frequency: 'weekly',
      ends: 'count',
      count: '3',
    }).expect(302);
    const dates = await db.event.findMany({
      where: { seriesId: (await db.event.findUniqueOrThrow({ where: { id: first.id } })).seriesId! },
      orderBy: { startsAt: 'asc' },
    });
    const { user } = await createTicket(db, dates[1]!.id);
    await issueTicket(db, dates[2]!.id, user.id);
    const other = await createTicket(db, dates[0]!.id);
    await save(dates[1]!.id, { scope: 'following', startsAt: '2026-07-11T11:00:00Z', endsAt: '2026-07-11T13:00:00Z' });

    const mails = await testApp.mailTo(user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Changed: Club night', 'Changed: Club night']);
    expect(mails.map((mail) => mail.text.match(/When: (.*)/)![1]).sort()).toEqual([
      'Saturday, 11 July 2026, 11:00–13:00 (UTC)',
      'Saturday, 18 July 2026, 11:00–13:00 (UTC)',
    ]);
    expect(await testApp.mailTo(other.user.email)).toEqual([]);
  });
});

describe('a cancelled event published again', () => {
  it('tells its holders their ticket holds again and the people waiting they are still in line', async () => {
    const event = await createEvent(db, {
      title: 'Concert',
      startsAt: new Date('2026-07-04T19:00:00Z'),
      capacity: 1,
      locationId: hall.id,
    });
    const { user, ticket } = await createTicket(db, event.id);
    const gone = await createTicket(db, event.id, { cancelled: true });
    const waiting = await signedInWith(testApp, []);
    await db.waitingListEntry.create({ data: { eventId: event.id, userId: waiting.user.id, rank: 1 } });
    await save(event.id, { status: 'cancelled' });
    await testApp.runJobs();
    await save(event.id, { status: 'published', startsAt: '2026-07-11T19:00:00Z', endsAt: '2026-07-11T21:00:00Z' });

    const mails = await testApp.mailTo(user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Cancelled: Concert', 'On again: Concert']);
    expect(mails[1]!.text).toContain('Good news: Concert, which was cancelled, is on again after all.');
    expect(mails[1]!.text).toContain('When: Saturday, 11 July 2026, 19:00–21:00 (UTC)');
    expect(mails[1]!.text).toContain('Your ticket is valid again');
    expect(mails[1]!.text).toContain(`/tickets/${ticket.id}`);
    const calendar = onlyEvent(partOfType(mails[1]!.raw, 'text/calendar'));
    expect(calendar).toMatchObject({ status: 'CONFIRMED', sequence: 2 });

    const waitingMails = await testApp.mailTo(waiting.user.email);
    expect(waitingMails.map((mail) => mail.subject)).toEqual(['Cancelled: Concert', 'On again: Concert']);
    expect(waitingMails[1]!.text).toContain('You are still on its waiting list');
    expect(await testApp.mailTo(gone.user.email)).toEqual([]);
  });

  it('leaves someone offered the freed place to the offer mail, and tells the next in line they still wait', async () => {
    const event = await boatTrip('Recital');
    await db.event.update({ where: { id: event.id }, data: { capacity: 1 } });
    const [first, second] = [await signedInWith(testApp, []), await signedInWith(testApp, [])];
    for (const [rank, person] of [first, second].entries())
      await db.waitingListEntry.create({ data: { eventId: event.id, userId: person.user.id, rank: rank + 1 } });
    await save(event.id, { status: 'cancelled' });
    await testApp.runJobs();
    await save(event.id, { status: 'published' });
    expect(await subjects(first.user.email)).toEqual(['Cancelled: Recital', 'A place is free for you: Recital']);
    expect(await subjects(second.user.email)).toEqual(['Cancelled: Recital', 'On again: Recital']);
  });
});
