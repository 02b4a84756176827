import { afterAll, describe, expect, it } from 'vitest';
import type { EventShowProps } from '../../../common/types/events.js';
import type { PageProps } from '../../../common/types/pages.js';
import { DEFAULT_PASSWORD } from '../../support/factories.js';
import { confirmPassword, pageAt, signedIn, submit, type Agent } from '../../support/member-session.js';
import { lockEventPlaces } from '../../../server/features/tickets/index.js';
import { offerFreedPlaces } from '../../../server/features/waiting-list/index.js';
import { holdingLocks, lockWaitsReach, suiteOnPostgres } from '../../support/lock-waits.js';
import { createTestApp } from '../../support/test-app.js';
import { addChild, guardian } from '../families/support.js';
import { activeTickets, createEvent, HOUR, issueTicket } from '../tickets/support.js';

const NOW = new Date('2026-06-15T10:00:00Z');
const clock = { now: NOW };
const testApp = await createTestApp({ clock });
afterAll(() => testApp.close());
const { db } = testApp.context;
const adult = { birthDate: new Date('1990-01-01T00:00:00Z') };

/** A published event whose only place is taken; returns it with the holder's session. */
async function fullEvent(data: Parameters<typeof createEvent>[2] = {}) {
  const event = await createEvent(db, NOW, { capacity: 1, ...data });
  const holder = await signedIn(testApp, adult);
  const ticket = await issueTicket(db, event.id, holder.user.id);
  return { event, holder, ticket };
}

const join = (agent: Agent, slug: string, body: object = {}) =>
  submit(agent, 'post', `/events/${slug}/waiting-list`, body, `/events/${slug}`);
const panelOf = async (agent: Agent, slug: string) => {
  const { props, flash } = await pageAt<EventShowProps>(testApp, agent, `/events/${slug}`);
  return { ...props, flash };
};
const offers = (eventId: number) => db.waitingListEntry.findMany({ where: { eventId, offerExpiresAt: { not: null } } });

describe('the waiting list (SPEC §13)', () => {
  it('lets members join only a full event, shows their place in line, and lets them leave', async () => {
    const { event } = await fullEvent();
    const first = await signedIn(testApp, adult);
    const second = await signedIn(testApp, adult);

    expect((await panelOf(first.agent, event.slug)).ticketPanel).toMatchObject({ kind: 'refused', reason: 'full' });
    await join(first.agent, event.slug).expect(302);
    await join(second.agent, event.slug).expect(302);
    const firstPage = await panelOf(first.agent, event.slug);
    expect(firstPage.flash).toEqual({
      success: `You are on the waiting list for ${event.title}. We will write when a place is free.`,
    });
    expect(firstPage.ticketPanel).toMatchObject({ kind: 'waiting', position: 1 });
    const secondPanel = (await panelOf(second.agent, event.slug)).ticketPanel;
    expect(secondPanel).toMatchObject({ kind: 'waiting', position: 2 });

    await join(first.agent, event.slug).expect(302);
    expect((await panelOf(first.agent, event.slug)).flash).toEqual({ error: 'You are already on the waiting list.' });

    const entryId = (secondPanel as { entryId: number }).entryId;
    await submit(first.agent, 'delete', `/waiting-list/${entryId}`).expect(404);
    await submit(second.agent, 'delete', `/waiting-list/${entryId}`, {}, `/events/${event.slug}`).expect(303);
    expect((await panelOf(second.agent, event.slug)).ticketPanel).toMatchObject({ kind: 'refused', reason: 'full' });

    const open = await createEvent(db, NOW, { capacity: 5 });
    await join(first.agent, open.slug).expect(302);
    expect((await panelOf(first.agent, open.slug)).flash).toEqual({
      error: 'Places are free at this event: take a ticket instead.',
    });
    expect(await db.waitingListEntry.count({ where: { eventId: open.id } })).toBe(0);
  });

  it('offers a freed place to the first in line by mail, who takes it; nobody else can take it meanwhile', async () => {
    const { event, holder, ticket } = await fullEvent();
    const waiting = await signedIn(testApp, adult);
    const latecomer = await signedIn(testApp, adult);
    await join(waiting.agent, event.slug).expect(302);

    await submit(holder.agent, 'delete', `/tickets/${ticket.id}`, {}, `/events/${event.slug}`).expect(303);
    const [offer] = await offers(event.id);
    expect(offer).toMatchObject({ userId: waiting.user.id, offerExpiresAt: new Date(NOW.getTime() + 24 * HOUR) });
    const [mail] = await testApp.mailTo(waiting.user.email);
    expect(mail?.subject).toBe(`A place is free for you: ${event.title}`);
    expect((await panelOf(latecomer.agent, event.slug)).event.remaining).toBe(0);

    await submit(latecomer.agent, 'post', `/events/${event.slug}/tickets`).expect(302);
    expect((await panelOf(latecomer.agent, event.slug)).flash).toEqual({ error: 'Sorry, this event is full.' });
    expect((await panelOf(waiting.agent, event.slug)).ticketPanel).toMatchObject({ kind: 'offered' });
    await submit(waiting.agent, 'post', `/events/${event.slug}/tickets`).expect(302);
    expect(await db.ticket.count({ where: { eventId: event.id, userId: waiting.user.id, status: 'active' } })).toBe(1);
    expect(await db.waitingListEntry.count({ where: { eventId: event.id } })).toBe(0);
  });

  it('passes a lapsed offer on at the next tick, skipping someone now too young for the event', async () => {
    const { event, holder, ticket } = await fullEvent();
    const first = await signedIn(testApp, adult);
    const parent = await guardian(testApp);
    const young = await addChild(testApp, parent.agent, 10);
    const third = await signedIn(testApp, adult);
    await join(first.agent, event.slug).expect(302);
    await join(parent.agent, event.slug, { holder: young.id }).expect(302);
    await join(third.agent, event.slug).expect(302);
    expect(await db.waitingListEntry.count({ where: { eventId: event.id } })).toBe(3);
    await db.event.update({ where: { id: event.id }, data: { minimumAge: 12 } });

    await submit(holder.agent, 'delete', `/tickets/${ticket.id}`).expect(303);
    expect((await offers(event.id)).map(({ userId }) => userId)).toEqual([first.user.id]);

    clock.now = new Date(NOW.getTime() + 23 * HOUR);
    await testApp.tick();
    expect((await offers(event.id)).map(({ userId }) => userId)).toEqual([first.user.id]);

    clock.now = new Date(NOW.getTime() + 24 * HOUR);
    await testApp.tick();
    expect((await offers(event.id)).map(({ userId }) => userId)).toEqual([third.user.id]);
    expect(await db.waitingListEntry.count({ where: { eventId: event.id, userId: first.user.id } })).toBe(0);
    expect(await db.waitingListEntry.count({ where: { eventId: event.id, userId: young.id } })).toBe(1);
    clock.now = NOW;
  });

  it('treats an offer lapsed before the tick as gone: off the dashboard, and joining again passes it on', async () => {
    const { event, holder, ticket } = await fullEvent({ claimWindowHours: 1 });
    const first = await signedIn(testApp, adult);
    const second = await signedIn(testApp, adult);
    await join(first.agent, event.slug).expect(302);
    await join(second.agent, event.slug).expect(302);
    await submit(holder.agent, 'delete', `/tickets/${ticket.id}`).expect(303);
    expect((await offers(event.id)).map(({ userId }) => userId)).toEqual([first.user.id]);

    // The claim window has closed; the minute tick has not come yet.
    clock.now = new Date(NOW.getTime() + HOUR);
    const dashboard = await pageAt<PageProps['Dashboard']>(testApp, first.agent, '/dashboard');
    expect(dashboard.props.waiting).toEqual([]);
    expect((await panelOf(first.agent, event.slug)).ticketPanel).toMatchObject({ kind: 'refused', reason: 'full' });

    await join(first.agent, event.slug).expect(302);
    const page = await panelOf(first.agent, event.slug);
    expect(page.flash).toEqual({
      success: `You are on the waiting list for ${event.title}. We will write when a place is free.`,
    });
    expect(page.ticketPanel).toMatchObject({ kind: 'waiting', position: 1 });
    expect((await offers(event.id)).map(({ userId }) => userId)).toEqual([second.user.id]);
    expect((await testApp.mailTo(second.user.email)).map(({ subject }) => subject)).toEqual([
      `A place is free for you: ${event.title}`,
    ]);
    clock.now = NOW;
  });

  it('declining an offer passes it on at once', async () => {
    const { event, holder, ticket } = await fullEvent();
    const first = await signedIn(testApp, adult);
    const second = await signedIn(testApp, adult);
    await join(first.agent, event.slug).expect(302);
    await join(second.agent, event.slug).expect(302);
    await submit(holder.agent, 'delete', `/tickets/${ticket.id}`).expect(303);

    const panel = (await panelOf(first.agent, event.slug)).ticketPanel as { kind: string; entryId: number };
    expect(panel.kind).toBe('offered');
    await submit(first.agent, 'delete', `/waiting-list/${panel.entryId}`).expect(303);
    expect((await offers(event.id)).map(({ userId }) => userId)).toEqual([second.user.id]);
  });

  it('ends an offer at the close of registration or the start when the claim window would run past it', async () => {
    const startsAt = new Date(NOW.getTime() + 30 * HOUR);
    const closes = new Date(NOW.getTime() + 3 * HOUR);
    const early = await fullEvent({ startsAt, endsAt: new Date(startsAt.getTime() + HOUR), claimWindowHours: 48 });
    const late = await fullEvent({
      startsAt,
      endsAt: new Date(startsAt.getTime() + HOUR),
      registrationClosesAt: closes,
      claimWindowHours: 48,
    });
    for (const { event, holder, ticket } of [early, late]) {
      const waiting = await signedIn(testApp, adult);
      await join(waiting.agent, event.slug).expect(302);
      await submit(holder.agent, 'delete', `/tickets/${ticket.id}`).expect(303);
    }
    expect((await offers(early.event.id)).map(({ offerExpiresAt }) => offerExpiresAt)).toEqual([startsAt]);
    expect((await offers(late.event.id)).map(({ offerExpiresAt }) => offerExpiresAt)).toEqual([closes]);
  });

  it('a raised capacity offers the new places in line order', async () => {
    const { event } = await fullEvent();
    const members = [await signedIn(testApp, adult), await signedIn(testApp, adult), await signedIn(testApp, adult)];
    for (const member of members) await join(member.agent, event.slug).expect(302);
    await db.event.update({ where: { id: event.id }, data: { capacity: 3 } });
    await offerFreedPlaces(testApp.context, event.id);
    expect((await offers(event.id)).map(({ userId }) => userId).sort()).toEqual(
      [members[0]!.user.id, members[1]!.user.id].sort(),
    );
  });

  it('20 members racing for one freed place produce exactly one offer and no ticket taken past the queue', async () => {
    const { event, holder, ticket } = await fullEvent();
    const queue = await Promise.all(Array.from({ length: 3 }, () => signedIn(testApp, adult)));
    for (const member of queue) await join(member.agent, event.slug).expect(302);
    const racers = await Promise.all(Array.from({ length: 20 }, () => signedIn(testApp, adult)));

    await Promise.all([
      submit(holder.agent, 'delete', `/tickets/${ticket.id}`),
      ...racers.map(({ agent }) => submit(agent, 'post', `/events/${event.slug}/tickets`)),
    ]);
    expect((await offers(event.id)).map(({ userId }) => userId)).toEqual([queue[0]!.user.id]);
    expect(await activeTickets(db, event.id)).toBe(0);

    // However many changes look for free places at once, the one place stays offered once.
    await Promise.all(Array.from({ length: 20 }, () => offerFreedPlaces(testApp.context, event.id)));
    expect(await offers(event.id)).toHaveLength(1);
  }, 60_000);

  // PostgreSQL reads each statement's own snapshot: a cancellation committing while a taker holds the event's
  // lock is seen by some of the taker's reads and not others. (SQLite runs write transactions one at a time.)
  it.skipIf(!suiteOnPostgres)(
    'a cancellation committed in the middle of a taking leaves the place to the queue, not to the taker',
    async () => {
      const { event, holder, ticket } = await fullEvent();
      const waiting = await signedIn(testApp, adult);
      await join(waiting.agent, event.slug).expect(302);
      const taker = await signedIn(testApp, adult);
      // A row the taking locks after serving the list: held here, it stops the taker between its reads.
      await db.guardian.create({
        data: {
          userId: taker.user.id,
          name: 'Kim',
          email: 'kim@example.test',
          phone: '+31612345678',
          relationship: 'other',
        },
      });
      const holding = holdingLocks(
        db,
        (tx) => tx.$queryRaw`SELECT id FROM "Guardian" WHERE "userId" = ${taker.user.id} FOR UPDATE`,
      );

      await holding.held;
      // A supertest request is sent when awaited: `then` sends these now.
      const taking = submit(taker.agent, 'post', `/events/${event.slug}/tickets`).then((response) => response);
      await lockWaitsReach(db, 1);
      const cancelling = submit(holder.agent, 'delete', `/tickets/${ticket.id}`).then((response) => response);
      while ((await db.ticket.findUniqueOrThrow({ where: { id: ticket.id } })).status !== 'cancelled')
        await new Promise((resolve) => setTimeout(resolve, 20));
      holding.release();
      await Promise.all([holding.done, taking, cancelling]);

      expect(await activeTickets(db, event.id)).toBe(0);
      expect((await offers(event.id)).map(({ userId }) => userId)).toEqual([waiting.user.id]);
    },
  );

  it('in a busy moment, changes queued behind the event lock for seconds still serve the list', async () => {
    const { event, ticket } = await fullEvent();
    const waiting = await signedIn(testApp, adult);
    await join(waiting.agent, event.slug).expect(302);
    await db.ticket.update({ where: { id: ticket.id }, data: { status: 'cancelled', activeEventId: null } });

    // One change holds the event's lock for longer than a transaction used to wait for a connection;
    // more wait behind it than the connection pool holds.
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const slowChange = db.$transaction(
      async (tx) => {
        await lockEventPlaces(tx, testApp.context.dialect, event.id);
        holding();
        await new Promise((resolve) => setTimeout(resolve, 2_500));
      },
      { timeout: 10_000 },
    );
    await held;
    const queued = Array.from({ length: 12 }, () => offerFreedPlaces(testApp.context, event.id));
    await slowChange;
    const made = await Promise.all(queued);

    expect(made.flat().map(({ userId }) => userId)).toEqual([waiting.user.id]);
    expect((await offers(event.id)).map(({ userId }) => userId)).toEqual([waiting.user.id]);
  });

  it('a guardian puts a child on the list; the offer reaches the guardian, who takes the place for the child', async () => {
    const { event, holder, ticket } = await fullEvent();
    const parent = await guardian(testApp);
    const child = await addChild(testApp, parent.agent, 10);
    const page = await panelOf(parent.agent, event.slug);
    expect(page.childTickets.find(({ id }) => id === child.id)?.state).toBe('full');
    await join(parent.agent, event.slug, { holder: child.id }).expect(302);
    expect((await panelOf(parent.agent, event.slug)).childTickets.find(({ id }) => id === child.id)).toMatchObject({
      state: 'waiting',
      position: 1,
    });
    const dashboard = await pageAt<PageProps['Dashboard']>(testApp, parent.agent, '/dashboard');
    expect(dashboard.props.waiting).toEqual([
      {
        id: expect.any(Number),
        holder: child.name,
        event: { title: event.title, slug: event.slug, startsAt: event.startsAt.toISOString() },
        position: 1,
        offerUntil: null,
      },
    ]);

    await submit(holder.agent, 'delete', `/tickets/${ticket.id}`).expect(303);
    expect((await testApp.mailTo(parent.user.email)).map(({ subject }) => subject)).toContain(
      `A place is free for you: ${event.title}`,
    );
    expect((await panelOf(parent.agent, event.slug)).childTickets.find(({ id }) => id === child.id)?.state).toBe(
      'offered',
    );
    await submit(parent.agent, 'post', `/events/${event.slug}/tickets`, { holder: child.id }).expect(302);
    expect(await db.ticket.count({ where: { eventId: event.id, userId: child.id, status: 'active' } })).toBe(1);
  });

  it('lists on the dashboard only the lists of published events, which a draft or a cancelled one is not', async () => {
    const { event } = await fullEvent();
    const waiting = await signedIn(testApp, adult);
    await join(waiting.agent, event.slug).expect(302);
    const listed = async () =>
      (await pageAt<PageProps['Dashboard']>(testApp, waiting.agent, '/dashboard')).props.waiting.map(
        ({ event: { slug } }) => slug,
      );
    expect(await listed()).toEqual([event.slug]);

    // Taken back to draft, the event is not public: the dashboard would link to a page that answers 404.
    await db.event.update({ where: { id: event.id }, data: { status: 'draft' } });
    expect(await listed()).toEqual([]);
    // Cancelled, there is no place to wait for (the member was told by mail); they keep theirs in line.
    await db.event.update({ where: { id: event.id }, data: { status: 'cancelled' } });
    expect(await listed()).toEqual([]);
    await db.event.update({ where: { id: event.id }, data: { status: 'published' } });
    expect(await listed()).toEqual([event.slug]);
  });

  it('lists the waiting lists in My data; a deleted account leaves them, and its offer passes on at the next tick', async () => {
    const { event, holder, ticket } = await fullEvent();
    const leaving = await signedIn(testApp, adult);
    const next = await signedIn(testApp, adult);
    await join(leaving.agent, event.slug).expect(302);
    await join(next.agent, event.slug).expect(302);
    await submit(holder.agent, 'delete', `/tickets/${ticket.id}`).expect(303);

    const data = JSON.parse((await leaving.agent.get('/settings/profile/export').expect(200)).text) as {
      waitingLists: unknown[];
    };
    expect(data.waitingLists).toEqual([
      {
        event: { title: event.title, slug: event.slug },
        joinedAt: NOW.toISOString(),
        placeOfferedUntil: new Date(NOW.getTime() + 24 * HOUR).toISOString(),
      },
    ]);

    await confirmPassword(leaving.agent);
    await submit(leaving.agent, 'delete', '/settings/profile', { password: DEFAULT_PASSWORD }).expect(303);
    await testApp.tick();
    expect((await offers(event.id)).map(({ userId }) => userId)).toEqual([next.user.id]);
    expect(await db.waitingListEntry.count({ where: { userId: leaving.user.id } })).toBe(0);
  });
});
