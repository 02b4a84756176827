// A crash (or a queue blip) between an offer's commit and its mail, or between a place coming free and
// the list being served, must not cost anyone their turn: the minute tick finishes the work (SPEC §13).
import { afterAll, describe, expect, it } from 'vitest';
import { signedIn, submit, type Agent } from '../../support/member-session.js';
import { finishInterruptedOffers } from '../../../server/features/waiting-list/index.js';
import { createTestApp } from '../../support/test-app.js';
import { failNextEnqueue } from '../jobs/support.js';
import { createEvent, HOUR, issueTicket } from '../tickets/support.js';

const NOW = new Date('2026-06-15T10:00:00Z');
const clock = { now: NOW };
const testApp = await createTestApp({ clock });
afterAll(() => testApp.close());
const { db } = testApp.context;
const OFFER_SUBJECT = 'A place is free for you';

/** A published event whose only place is taken, with these many adults waiting in line. */
async function fullEventWithLine(waiting: number) {
  const adult = { birthDate: new Date('1990-01-01T00:00:00Z') };
  const event = await createEvent(db, NOW, { capacity: 1 });
  const holder = await signedIn(testApp, adult);
  const ticket = await issueTicket(db, event.id, holder.user.id);
  const line = [];
  for (let index = 0; index < waiting; index += 1) {
    const person = await signedIn(testApp, adult);
    await join(person.agent, event.slug).expect(302);
    line.push(person);
  }
  return { event, holder, ticket, line };
}

const join = (agent: Agent, slug: string) =>
  submit(agent, 'post', `/events/${slug}/waiting-list`, {}, `/events/${slug}`);
const offeredTo = async (eventId: number) =>
  (await db.waitingListEntry.findMany({ where: { eventId, offerExpiresAt: { not: null } } })).map(
    ({ userId, offeredAt, offerExpiresAt }) => ({ userId, offeredAt, offerExpiresAt }),
  );
const offerMails = async (email: string) =>
  (await testApp.mailTo(email)).filter(({ subject }) => subject?.startsWith(OFFER_SUBJECT));

describe('offers interrupted by a crash (SPEC §13)', () => {
  it('mails an offer whose mail job was lost once, at the next tick, and a further tick changes nothing', async () => {
    const { event, holder, ticket, line } = await fullEventWithLine(1);
    const [waiting] = line as [(typeof line)[0]];
    const blip = failNextEnqueue(testApp.context.jobs, 'waiting-list.offer');

    // The offer commits, then the queue refuses its mail: the cancellation still answers as usual.
    await submit(holder.agent, 'delete', `/tickets/${ticket.id}`).expect(303);
    expect(blip.failed).toBe(1);
    expect(await db.ticket.findUniqueOrThrow({ where: { id: ticket.id } })).toMatchObject({ status: 'cancelled' });
    const made = await offeredTo(event.id);
    expect(made.map(({ userId }) => userId)).toEqual([waiting.user.id]);
    expect(await offerMails(waiting.user.email)).toEqual([]);

    await testApp.tick();
    expect(await offerMails(waiting.user.email)).toHaveLength(1);
    // Only the tick itself runs: no offer queued again, no mail sent again, the offer as it was.
    expect(await testApp.tick()).toBe(1);
    expect(await offerMails(waiting.user.email)).toHaveLength(1);
    expect(await offeredTo(event.id)).toEqual(made);
  });

  it('mails an offer left without its job by a process that died after the commit', async () => {
    const { event, ticket, line } = await fullEventWithLine(2);
    const [first, second] = line as [(typeof line)[0], (typeof line)[0]];
    // What the crash leaves: the place freed and offered in one commit, and nothing queued after it.
    await db.ticket.update({ where: { id: ticket.id }, data: { status: 'cancelled', activeEventId: null } });
    await db.waitingListEntry.updateMany({
      where: { eventId: event.id, userId: first.user.id },
      data: { offeredAt: NOW, offerExpiresAt: new Date(NOW.getTime() + 24 * HOUR) },
    });

    await testApp.tick();
    expect(await offerMails(first.user.email)).toHaveLength(1);
    expect(await testApp.tick()).toBe(1);
    expect(await offerMails(first.user.email)).toHaveLength(1);
    expect((await offeredTo(event.id)).map(({ userId }) => userId)).toEqual([first.user.id]);
    expect(await offerMails(second.user.email)).toEqual([]);
  });

  it('mails an offer made again whose mail was lost, though the earlier offer to them was mailed', async () => {
    const { event, holder, ticket, line } = await fullEventWithLine(1);
    const [waiting] = line as [(typeof line)[0]];
    await submit(holder.agent, 'delete', `/tickets/${ticket.id}`).expect(303);
    expect(await offerMails(waiting.user.email)).toHaveLength(1);
    // The event was cancelled (ending the offer) and published again; its new offer committed, then a crash.
    clock.now = new Date(NOW.getTime() + HOUR);
    await db.waitingListEntry.updateMany({
      where: { eventId: event.id },
      data: { offeredAt: clock.now, offerExpiresAt: new Date(clock.now.getTime() + 24 * HOUR) },
    });

    await testApp.tick();
    expect(await offerMails(waiting.user.email)).toHaveLength(2);
    expect(await testApp.tick()).toBe(1);
    expect(await offerMails(waiting.user.email)).toHaveLength(2);
    clock.now = NOW;
  });

  it('offers a place freed without serving the list to the first in line, once', async () => {
    const { event, ticket, line } = await fullEventWithLine(2);
    const [first, second] = line as [(typeof line)[0], (typeof line)[0]];
    // The cancellation committed; the process died before it offered the place.
    await db.ticket.update({ where: { id: ticket.id }, data: { status: 'cancelled', activeEventId: null } });

    await testApp.tick();
    const made = await offeredTo(event.id);
    expect(made.map(({ userId }) => userId)).toEqual([first.user.id]);
    expect(await offerMails(first.user.email)).toHaveLength(1);
    expect(await testApp.tick()).toBe(1);
    expect(await offeredTo(event.id)).toEqual(made);
    expect(await offerMails(first.user.email)).toHaveLength(1);
    expect(await offerMails(second.user.email)).toEqual([]);
  });

  it('passes on a lapsed offer whose holder left the list just before a crash', async () => {
    const { event, holder, ticket, line } = await fullEventWithLine(2);
    const [first, second] = line as [(typeof line)[0], (typeof line)[0]];
    await submit(holder.agent, 'delete', `/tickets/${ticket.id}`).expect(303);
    expect((await offeredTo(event.id)).map(({ userId }) => userId)).toEqual([first.user.id]);

    // The tick after the claim window took the lapsed offer off the list, then died before passing it on.
    clock.now = new Date(NOW.getTime() + 24 * HOUR);
    await db.waitingListEntry.deleteMany({ where: { eventId: event.id, userId: first.user.id } });

    await testApp.tick();
    expect((await offeredTo(event.id)).map(({ userId }) => userId)).toEqual([second.user.id]);
    expect(await offerMails(second.user.email)).toHaveLength(1);
    expect(await testApp.tick()).toBe(1);
    expect(await offerMails(second.user.email)).toHaveLength(1);
    clock.now = NOW;
  });

  it('costs two statements a minute when no offer was interrupted, however many lists are full', async () => {
    await fullEventWithLine(2);
    await fullEventWithLine(1);
    await testApp.tick();
    testApp.statements.statements = 0;
    await finishInterruptedOffers(testApp.context);
    expect(testApp.statements.statements).toBe(2);
  });
});
