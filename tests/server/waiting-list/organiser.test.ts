import { afterAll, describe, expect, it } from 'vitest';
import type { PageProps } from '../../../common/types/pages.js';
import { signedInWith } from '../admin/support.js';
import { pageAt, signedIn, submit, type Agent } from '../../support/member-session.js';
import { createTestApp } from '../../support/test-app.js';
import { addChild, guardian } from '../families/support.js';
import { createEvent, HOUR, issueTicket } from '../tickets/support.js';

const NOW = new Date('2026-06-15T10:00:00Z');
const testApp = await createTestApp({ clock: { now: NOW } });
afterAll(() => testApp.close());
const { db } = testApp.context;

/** A full event (one place, taken) with three members waiting, first joined first. */
async function queue() {
  const event = await createEvent(db, NOW, { capacity: 1, claimWindowHours: 48 });
  const holder = await signedIn(testApp);
  const ticket = await issueTicket(db, event.id, holder.user.id);
  const members = [];
  for (const name of ['Ann', 'Bram', 'Cas']) {
    const member = await signedIn(testApp, { name: `${name} ${event.id}` });
    await submit(member.agent, 'post', `/events/${event.slug}/waiting-list`).expect(302);
    members.push(member);
  }
  return { event, waiting: members.map(({ user }) => user), agents: members.map(({ agent }) => agent), holder, ticket };
}

const waitingListOf = async (agent: Agent, eventId: number) =>
  (await pageAt<PageProps['admin/event/Show']>(testApp, agent, `/admin/events/${eventId}`)).props.waitingList;

/** The organiser offers a place by hand to the first in line (raising the capacity by one). */
async function offerFirstByHand(agent: Agent, eventId: number) {
  const [first] = await waitingListOf(agent, eventId);
  await submit(agent, 'post', `/admin/events/${eventId}/waiting-list/${first!.id}/offer`).expect(302);
}

/** The event's edit form as its page fills it in, ready to send back. */
async function eventForm(agent: Agent, eventId: number) {
  const {
    id: _id,
    cover: _cover,
    ...form
  } = (await pageAt<PageProps['admin/event/Edit']>(testApp, agent, `/admin/events/${eventId}/edit`)).props.event;
  return form;
}

/** Saves the edit form as it stands but for `changes`, as the organiser would. */
const saveEvent = async (agent: Agent, eventId: number, changes: Record<string, string>) =>
  submit(
    agent,
    'put',
    `/admin/events/${eventId}`,
    { ...(await eventForm(agent, eventId)), ...changes },
    `/admin/events/${eventId}/edit`,
  ).expect(303);

const capacityOf = async (eventId: number) => (await db.event.findUniqueOrThrow({ where: { id: eventId } })).capacity;

/** The member declines the offer they hold (leaving the list), as their event page does. */
async function decline(agent: Agent, event: { id: number; slug: string }) {
  const panel = (await pageAt<PageProps['event/Show']>(testApp, agent, `/events/${event.slug}`)).props.ticketPanel;
  expect(panel).toMatchObject({ kind: 'offered' });
  await submit(agent, 'delete', `/waiting-list/${(panel as { entryId: number }).entryId}`).expect(303);
}

const offersOf = async (eventId: number) =>
  (
    await db.waitingListEntry.findMany({
      where: { eventId, offerExpiresAt: { not: null } },
      orderBy: { rank: 'asc' },
      select: { userId: true, offerExpiresAt: true },
    })
  ).map(({ userId, offerExpiresAt }) => [userId, offerExpiresAt]);

describe("the organisers' hand on the waiting list (SPEC §13)", () => {
  it('shows the queue in order, moves someone up, and offers a place by hand, adding one to the capacity', async () => {
    const { agent } = await signedInWith(testApp, ['admin']);
    const { event, waiting } = await queue();
    const before = await waitingListOf(agent, event.id);
    expect(before.map(({ name, position, offerUntil }) => [name, position, offerUntil])).toEqual(
      waiting.map(({ name }, index) => [name, index + 1, null]),
    );

    const cas = before[2]!;
    await submit(agent, 'post', `/admin/events/${event.id}/waiting-list/${cas.id}/move`, { direction: 'up' }).expect(
      302,
    );
    expect((await waitingListOf(agent, event.id)).map(({ name }) => name)).toEqual([
      waiting[0]!.name,
      waiting[2]!.name,
      waiting[1]!.name,
    ]);
    await submit(agent, 'post', `/admin/events/${event.id}/waiting-list/${cas.id}/move`, {
      direction: 'sideways',
    }).expect(303);

    await submit(agent, 'post', `/admin/events/${event.id}/waiting-list/${cas.id}/offer`).expect(302);
    const after = await waitingListOf(agent, event.id);
    expect(after.find(({ id }) => id === cas.id)).toMatchObject({
      position: null,
      offerUntil: new Date(NOW.getTime() + 48 * HOUR).toISOString(),
    });
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).capacity).toBe(2);
    const [audit] = await db.auditEntry.findMany({
      where: { action: 'event.waiting_list_offer', subjectId: event.id },
    });
    expect(JSON.parse(audit!.after!)).toEqual({ capacity: 2, offeredToMemberId: waiting[2]!.id });
    expect((await testApp.mailTo(waiting[2]!.email)).map(({ subject }) => subject)).toEqual([
      `A place is free for you: ${event.title}`,
    ]);

    // A second offer to the same person changes nothing.
    await submit(agent, 'post', `/admin/events/${event.id}/waiting-list/${cas.id}/offer`).expect(302);
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).capacity).toBe(2);
  });

  it('takes the place added for an offer by hand away again when the offer lapses, offering it to nobody else', async () => {
    const { agent } = await signedInWith(testApp, ['admin']);
    const { event, waiting } = await queue();
    await offerFirstByHand(agent, event.id);
    expect(await capacityOf(event.id)).toBe(2);
    try {
      testApp.clock.now = new Date(NOW.getTime() + 48 * HOUR);
      await testApp.tick();
      expect(await offersOf(event.id)).toEqual([]);
      expect(await capacityOf(event.id)).toBe(1);
      const inLine = await db.waitingListEntry.findMany({ where: { eventId: event.id }, orderBy: { rank: 'asc' } });
      expect(inLine.map(({ userId }) => userId)).toEqual([waiting[1]!.id, waiting[2]!.id]);
      const removed = await db.auditEntry.findFirstOrThrow({
        where: { action: 'event.waiting_list_place_removed', subjectId: event.id },
      });
      expect([JSON.parse(removed.before!), JSON.parse(removed.after!)]).toEqual([{ capacity: 2 }, { capacity: 1 }]);
    } finally {
      testApp.clock.now = NOW;
    }
  });

  it('takes the place added for an offer by hand away again when the offer is declined', async () => {
    const { agent } = await signedInWith(testApp, ['admin']);
    const { event, agents } = await queue();
    await offerFirstByHand(agent, event.id);
    await decline(agents[0]!, event);
    expect(await offersOf(event.id)).toEqual([]);
    expect(await capacityOf(event.id)).toBe(1);
  });

  it('keeps the place added for an offer by hand once the offer is taken', async () => {
    const { agent } = await signedInWith(testApp, ['admin']);
    const { event, agents } = await queue();
    await offerFirstByHand(agent, event.id);
    await submit(agents[0]!, 'post', `/events/${event.slug}/tickets`).expect(302);
    expect(await db.ticket.count({ where: { eventId: event.id, status: 'active' } })).toBe(2);
    expect(await capacityOf(event.id)).toBe(2);
  });

  it('takes only the added place away: a place freed meanwhile stays with the one it was offered to', async () => {
    const { agent } = await signedInWith(testApp, ['admin']);
    const { event, waiting, agents, holder, ticket } = await queue();
    const cas = (await waitingListOf(agent, event.id))[2]!;
    await submit(agent, 'post', `/admin/events/${event.id}/waiting-list/${cas.id}/offer`).expect(302);
    await submit(holder.agent, 'delete', `/tickets/${ticket.id}`).expect(303);
    expect((await offersOf(event.id)).map(([userId]) => userId)).toEqual([waiting[0]!.id, waiting[2]!.id]);

    await decline(agents[2]!, event);
    expect((await offersOf(event.id)).map(([userId]) => userId)).toEqual([waiting[0]!.id]);
    expect(await capacityOf(event.id)).toBe(1);
  });

  it('leaves a capacity the organiser set after an offer by hand as they set it when the offer is declined', async () => {
    const { agent } = await signedInWith(testApp, ['admin']);
    const { event, agents } = await queue();
    await offerFirstByHand(agent, event.id);
    await saveEvent(agent, event.id, { capacity: '4' });
    await decline(agents[0]!, event);
    expect(await capacityOf(event.id)).toBe(4);
  });

  it("raising the capacity in the event form offers the new places, with the form's claim window", async () => {
    const { agent } = await signedInWith(testApp, ['admin']);
    const { event, waiting } = await queue();
    expect((await eventForm(agent, event.id)).claimWindowHours).toBe('48');
    await saveEvent(agent, event.id, { capacity: '2', claimWindowHours: '6' });

    expect(await offersOf(event.id)).toEqual([[waiting[0]!.id, new Date(NOW.getTime() + 6 * HOUR)]]);
    await saveEvent(agent, event.id, { claimWindowHours: '0' });
    expect((await pageAt(testApp, agent, `/admin/events/${event.id}/edit`)).props.errors).toEqual({
      claimWindowHours: 'The claim window must be a whole number of hours from 1 to 168.',
    });
  });

  it('making the capacity unlimited offers a place to everyone waiting, whose panel shows free places', async () => {
    const { agent } = await signedInWith(testApp, ['admin']);
    const { event, waiting } = await queue();
    const late = await signedIn(testApp, { name: `Dirk ${event.id}` });
    await submit(late.agent, 'post', `/events/${event.slug}/waiting-list`).expect(302);
    await saveEvent(agent, event.id, { capacity: '' });
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).capacity).toBeNull();

    const offered = await db.waitingListEntry.findMany({ where: { eventId: event.id, offerExpiresAt: { not: null } } });
    expect(offered.map(({ userId }) => userId).sort()).toEqual([...waiting.map(({ id }) => id), late.user.id].sort());
    expect((await testApp.mailTo(waiting[2]!.email)).map(({ subject }) => subject)).toEqual([
      `A place is free for you: ${event.title}`,
    ]);

    // Someone still queued when the limit went (their offer gone, say) is shown the free place, not a position.
    await db.waitingListEntry.updateMany({
      where: { eventId: event.id, userId: late.user.id },
      data: { offeredAt: null, offerExpiresAt: null },
    });
    const panel = (await pageAt<PageProps['event/Show']>(testApp, late.agent, `/events/${event.slug}`)).props
      .ticketPanel;
    expect(panel).toEqual({ kind: 'available' });
  });

  it('cancelling the event withdraws the open offers and tells everyone waiting', async () => {
    const { agent } = await signedInWith(testApp, ['admin']);
    const { event, waiting } = await queue();
    await offerFirstByHand(agent, event.id);
    await saveEvent(agent, event.id, { status: 'cancelled' });

    expect(await db.waitingListEntry.count({ where: { eventId: event.id, offerExpiresAt: { not: null } } })).toBe(0);
    for (const member of waiting) {
      const [cancelled] = (await testApp.mailTo(member.email)).filter(({ subject }) => subject.startsWith('Cancelled'));
      expect(cancelled?.subject).toBe(`Cancelled: ${event.title}`);
      expect(cancelled?.text).toContain('no place will be offered');
    }
  });

  it('taking the event back to draft ends its offers, keeping their holders in line, until it is published again', async () => {
    const { agent } = await signedInWith(testApp, ['admin']);
    const { event, waiting } = await queue();
    await offerFirstByHand(agent, event.id);
    await saveEvent(agent, event.id, { status: 'draft' });
    expect(await offersOf(event.id)).toEqual([]);
    expect((await waitingListOf(agent, event.id)).map(({ position }) => position)).toEqual([1, 2, 3]);

    await saveEvent(agent, event.id, { status: 'published' });
    expect((await offersOf(event.id)).map(([userId]) => userId)).toEqual([waiting[0]!.id]);
  });

  it('publishing a cancelled event again offers its free places, first to those whose offers it ended', async () => {
    const { agent } = await signedInWith(testApp, ['admin']);
    const { event, waiting, holder, ticket } = await queue();
    const [ann, bram, cas] = waiting;
    await offerFirstByHand(agent, event.id);
    await saveEvent(agent, event.id, { status: 'cancelled' });
    // A place freed while the event is cancelled goes to nobody: it takes no one.
    await submit(holder.agent, 'delete', `/tickets/${ticket.id}`).expect(303);
    expect(await offersOf(event.id)).toEqual([]);

    try {
      testApp.clock.now = new Date(NOW.getTime() + HOUR);
      await saveEvent(agent, event.id, { status: 'published' });
      const until = new Date(NOW.getTime() + 49 * HOUR);
      // Ann's offer ended with the cancellation, not by her choice: she kept her place, so she is first again.
      expect(await offersOf(event.id)).toEqual([
        [ann!.id, until],
        [bram!.id, until],
      ]);
      expect((await waitingListOf(agent, event.id)).find(({ name }) => name === cas!.name)?.position).toBe(1);
      const offerMails = async (email: string) =>
        (await testApp.mailTo(email)).filter(({ subject }) => subject === `A place is free for you: ${event.title}`);
      expect(await offerMails(ann!.email)).toHaveLength(2);
      expect(await offerMails(bram!.email)).toHaveLength(1);
      expect(await offerMails(cas!.email)).toEqual([]);
      const published = await db.auditEntry.findFirstOrThrow({
        where: { action: 'event.updated', subjectId: event.id },
        orderBy: { id: 'desc' },
      });
      expect([JSON.parse(published.before!).status, JSON.parse(published.after!).status]).toEqual([
        'cancelled',
        'published',
      ]);
    } finally {
      testApp.clock.now = NOW;
    }
  });

  it('mails an offer made again after the event was published again, though it ends at the start as before', async () => {
    const { agent } = await signedInWith(testApp, ['admin']);
    const { event, waiting } = await queue();
    const startsAt = new Date(NOW.getTime() + 5 * HOUR);
    await db.event.update({ where: { id: event.id }, data: { startsAt, endsAt: new Date(NOW.getTime() + 8 * HOUR) } });
    await offerFirstByHand(agent, event.id);
    await saveEvent(agent, event.id, { status: 'cancelled' });
    try {
      testApp.clock.now = new Date(NOW.getTime() + HOUR);
      await saveEvent(agent, event.id, { status: 'published' });
      expect(await offersOf(event.id)).toEqual([[waiting[0]!.id, startsAt]]);
      const mails = await testApp.mailTo(waiting[0]!.email);
      expect(mails.filter(({ subject }) => subject.startsWith('A place is free'))).toHaveLength(2);
    } finally {
      testApp.clock.now = NOW;
    }
  });

  it('lowering the minimum age offers the free place to a child the old age held back', async () => {
    const { agent } = await signedInWith(testApp, ['admin']);
    const event = await createEvent(db, NOW, { capacity: 1 });
    const holder = await signedIn(testApp);
    const ticket = await issueTicket(db, event.id, holder.user.id);
    const parent = await guardian(testApp);
    const child = await addChild(testApp, parent.agent, 10);
    await submit(parent.agent, 'post', `/events/${event.slug}/waiting-list`, { holder: child.id }).expect(302);
    await saveEvent(agent, event.id, { minimumAge: '12' });
    await submit(holder.agent, 'delete', `/tickets/${ticket.id}`).expect(303);
    expect(await offersOf(event.id)).toEqual([]);

    await saveEvent(agent, event.id, { minimumAge: '' });
    expect(await offersOf(event.id)).toEqual([[child.id, new Date(NOW.getTime() + 24 * HOUR)]]);
  });

  it('brings an open offer forward with the close of registration or the start moved before its end', async () => {
    const { agent } = await signedInWith(testApp, ['admin']);
    const { event, waiting } = await queue();
    await offerFirstByHand(agent, event.id);
    const closes = new Date(NOW.getTime() + 5 * HOUR);
    await saveEvent(agent, event.id, { registrationClosesAt: closes.toISOString() });
    expect(await offersOf(event.id)).toEqual([[waiting[0]!.id, closes]]);
    const startsAt = new Date(NOW.getTime() + 3 * HOUR);
    await saveEvent(agent, event.id, {
      startsAt: startsAt.toISOString(),
      endsAt: new Date(NOW.getTime() + 4 * HOUR).toISOString(),
      registrationClosesAt: '',
    });
    expect(await offersOf(event.id)).toEqual([[waiting[0]!.id, startsAt]]);
  });

  it('refuses a capacity below the tickets and open offers', async () => {
    const { agent } = await signedInWith(testApp, ['admin']);
    const { event } = await queue();
    await offerFirstByHand(agent, event.id);
    await saveEvent(agent, event.id, { capacity: '1' });
    expect((await pageAt(testApp, agent, `/admin/events/${event.id}/edit`)).props.errors).toEqual({
      capacity:
        '1 tickets are issued and 1 places offered from the waiting list: the capacity cannot be less than 2 (or leave it empty for unlimited).',
    });
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).capacity).toBe(2);
  });

  it("writes to the waiting list: the people waiting get the message, and a waiting child's guardian a copy", async () => {
    const { agent } = await signedInWith(testApp, ['admin']);
    const { event, waiting } = await queue();
    const parent = await guardian(testApp);
    const child = await addChild(testApp, parent.agent, 10);
    await submit(parent.agent, 'post', `/events/${event.slug}/waiting-list`, { holder: child.id }).expect(302);
    const holder = await db.ticket.findFirstOrThrow({ where: { eventId: event.id }, include: { user: true } });

    const message = { audience: 'waiting_list', subject: 'More wheels', body: 'We may add a wheel.', when: 'now' };
    await submit(agent, 'post', `/admin/events/${event.id}/messages`, message).expect(302);
    await testApp.runJobs();
    for (const member of waiting) {
      expect((await testApp.mailTo(member.email)).map(({ subject }) => subject)).toContain(
        `${event.title}: More wheels`,
      );
    }
    const [copy] = (await testApp.mailTo(parent.user.email)).filter(({ subject }) => subject.endsWith('More wheels'));
    expect(copy?.text).toContain(`as their guardian you get this copy`);
    expect(await testApp.mailTo(holder.user.email)).toEqual([]);
  });

  it('refuses to offer by hand on a cancelled or past event, or to someone the rules now refuse', async () => {
    const { agent } = await signedInWith(testApp, ['admin']);
    const offerTo = async (eventId: number, entryId: number) => {
      await submit(agent, 'post', `/admin/events/${eventId}/waiting-list/${entryId}/offer`).expect(302);
      return (await pageAt(testApp, agent, `/admin/events/${eventId}`)).flash;
    };
    const cancelled = await queue();
    await db.event.update({ where: { id: cancelled.event.id }, data: { status: 'cancelled' } });
    const past = await queue();
    await db.event.update({ where: { id: past.event.id }, data: { startsAt: new Date(NOW.getTime() - HOUR) } });
    const tooYoung = await queue();
    await db.event.update({ where: { id: tooYoung.event.id }, data: { minimumAge: 16 } });
    await db.user.update({ where: { id: tooYoung.waiting[0]!.id }, data: { birthDate: new Date('2014-01-01') } });

    const cases = [
      [cancelled, 'This event has been cancelled, so no tickets are available.'],
      [past, 'This event has already started, so no more tickets are available.'],
      [tooYoung, `${tooYoung.waiting[0]!.name} is below the minimum age for this event.`],
    ] as const;
    for (const [{ event, waiting }, error] of cases) {
      const [first] = await waitingListOf(agent, event.id);
      expect(await offerTo(event.id, first!.id)).toEqual({ error });
      expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).capacity).toBe(1);
      expect(await db.waitingListEntry.count({ where: { eventId: event.id, offerExpiresAt: { not: null } } })).toBe(0);
      expect(await testApp.mailTo(waiting[0]!.email)).toEqual([]);
    }
  });

  it('offers by hand on an event without a limit and keeps it without one', async () => {
    const { agent } = await signedInWith(testApp, ['admin']);
    const { event, waiting } = await queue();
    await db.event.update({ where: { id: event.id }, data: { capacity: null } });
    await db.waitingListEntry.deleteMany({ where: { eventId: event.id, userId: { not: waiting[1]!.id } } });
    const [entry] = await waitingListOf(agent, event.id);
    await submit(agent, 'post', `/admin/events/${event.id}/waiting-list/${entry!.id}/offer`).expect(302);
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).capacity).toBeNull();
    expect((await waitingListOf(agent, event.id))[0]?.offerUntil).not.toBeNull();
  });

  it('ends an offer by hand at the start when the claim window would run past it', async () => {
    const { agent } = await signedInWith(testApp, ['admin']);
    const { event } = await queue();
    const startsAt = new Date(NOW.getTime() + 5 * HOUR);
    await db.event.update({ where: { id: event.id }, data: { startsAt, endsAt: new Date(NOW.getTime() + 8 * HOUR) } });
    await offerFirstByHand(agent, event.id);
    expect((await waitingListOf(agent, event.id))[0]?.offerUntil).toBe(startsAt.toISOString());
  });

  it('refuses members without events.manage, and entries of another event', async () => {
    const { event } = await queue();
    const entry = await db.waitingListEntry.findFirstOrThrow({ where: { eventId: event.id } });
    const member = await signedIn(testApp);
    await submit(member.agent, 'post', `/admin/events/${event.id}/waiting-list/${entry.id}/offer`).expect(403);
    await submit(member.agent, 'post', `/admin/events/${event.id}/waiting-list/${entry.id}/move`, {
      direction: 'up',
    }).expect(403);

    const { agent } = await signedInWith(testApp, ['admin']);
    const other = await createEvent(db, NOW, { capacity: 1 });
    await submit(agent, 'post', `/admin/events/${other.id}/waiting-list/${entry.id}/offer`).expect(404);
    await submit(agent, 'post', `/admin/events/${other.id}/waiting-list/${entry.id}/move`, { direction: 'up' }).expect(
      404,
    );
    expect(await db.waitingListEntry.count({ where: { eventId: event.id, offerExpiresAt: { not: null } } })).toBe(0);
  });
});
