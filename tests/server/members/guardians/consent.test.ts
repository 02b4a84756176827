import { afterAll, describe, expect, it } from 'vitest';
import { channelName } from '../../../../common/realtime/channels.js';
import { MEMBER_NOTICE_EVENT } from '../../../../common/realtime/protocol.js';
import { consentRequestJob, requestMissingConsents } from '../../../../server/features/members/index.js';
import { flushOutbox } from '../../../../server/jobs/outbox.js';
import { signedInWith } from '../../admin/support.js';
import { entriesAbout } from '../../audit/support.js';
import { DEFAULT_PASSWORD } from '../../../support/factories.js';
import { linkIn } from '../../../support/mailbox.js';
import { confirmPassword, signedIn } from '../../../support/member-session.js';
import { realtimeVisitor } from '../../../support/realtime-visitor.js';
import { createTestApp } from '../../../support/test-app.js';
import { refuseAllWork } from '../../jobs/support.js';
import { createEvent, DAY, issueTicket } from '../../tickets/support.js';
import { doorScanner, postScan, scanUrl } from '../../scanner/support.js';
import {
  answer,
  consentLink,
  consentPage,
  guardianBrowser,
  mailWith,
  minorWithGuardian,
  pageAt,
  submit,
  type Agent,
} from './support.js';

const NOW = new Date('2026-06-15T10:00:00Z');
const clock = { now: NOW };
const testApp = await createTestApp({ clock });
const { db } = testApp.context;

// A visitor's socket over a real Socket.IO server, so freed places are seen as an event page's visitor sees them.
const visitor = await realtimeVisitor(testApp);
const { realtime } = visitor;

// What went to members' own channels (which need a signed-in socket): recorded on the way out.
const memberNotices: { channel: string; event: string; payload: unknown }[] = [];
const broadcast = realtime.broadcast.bind(realtime);
realtime.broadcast = (channel, event, payload) => {
  if (channel.startsWith('user.')) memberNotices.push({ channel, event, payload });
  broadcast(channel, event, payload);
};

afterAll(async () => {
  await visitor.close();
  await testApp.close();
});

const guardianOf = (userId: number) =>
  db.guardian.findUniqueOrThrow({ where: { userId_position: { userId, position: 0 } } });
const take = (agent: Agent, slug: string) => submit(agent, 'post', `/events/${slug}/tickets`).expect(302);
const panelOf = async (agent: Agent, slug: string) =>
  (await pageAt<{ ticketPanel: unknown }>(testApp, agent, `/events/${slug}`)).props.ticketPanel;

/** A minor whose guardian confirmed, first in line for an event whose one place an adult holds. */
async function minorWaitingForFullEvent() {
  const { minor, agent, guardianEmail } = await minorWithGuardian(testApp);
  await answer(testApp, await consentLink(testApp, guardianEmail), 'confirm');
  const event = await createEvent(db, NOW, { capacity: 1 });
  const holder = await signedIn(testApp, { birthDate: new Date('1990-01-01T00:00:00Z') });
  const ticket = await issueTicket(db, event.id, holder.user.id);
  await submit(agent, 'post', `/events/${event.slug}/waiting-list`).expect(302);
  return { minor, agent, guardianEmail, event, holder, ticket };
}

async function later<T>(ms: number, work: () => Promise<T>): Promise<T> {
  clock.now = new Date(NOW.getTime() + ms);
  try {
    return await work();
  } finally {
    clock.now = NOW;
  }
}

describe('the guardian consent link', () => {
  it('names the child and the organisation, and answers a forged, altered or malformed token with 404', async () => {
    const { minor, guardianEmail } = await minorWithGuardian(testApp);
    const path = await consentLink(testApp, guardianEmail);
    const guardian = await guardianBrowser(testApp, path);
    const page = await consentPage(testApp, guardian, path);
    expect(page.component).toBe('guardian/Consent');
    expect(page.props).toMatchObject({
      status: 'open',
      child: minor.name,
      organisation: testApp.context.config.appName,
      consent: { state: 'pending', at: NOW.toISOString() },
      actions: { decide: true, revoke: false },
    });
    // Only the hash is stored: the token itself is nowhere in the database.
    const token = path.split('/').pop()!;
    expect(JSON.stringify(await guardianOf(minor.id))).not.toContain(token);

    const altered = `/guardian-consent/${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const forged = `/guardian-consent/${'x'.repeat(43)}`;
    for (const bad of [altered, forged, '/guardian-consent/short', `${altered}/revoke`]) {
      await guardian.get(bad).expect(404);
      await submit(guardian, 'post', bad, { decision: 'confirm' }).expect(404);
    }
    expect((await guardianOf(minor.id)).consentState).toBe('pending');
  });

  it('expires after 7 days: the page says so, and an answer records nothing', async () => {
    const { minor, guardianEmail } = await minorWithGuardian(testApp);
    const path = await consentLink(testApp, guardianEmail);
    const guardian = await guardianBrowser(testApp, path);
    await later(7 * DAY, async () => {
      expect((await consentPage(testApp, guardian, path)).props).toMatchObject({
        status: 'expired',
        child: minor.name,
        organisation: testApp.context.config.appName,
      });
      await submit(guardian, 'post', path, { decision: 'confirm' }).expect(303);
    });
    expect((await guardianOf(minor.id)).consentState).toBe('pending');
  });

  it('asks nothing once the child has turned 18: the page says so, and an answer records and links nothing', async () => {
    const { minor, guardianEmail } = await minorWithGuardian(testApp, 17);
    const path = await consentLink(testApp, guardianEmail);
    // Their 18th birthday is in three days (a corrected birth date, say), within the link's seven.
    const eighteenth = new Date(NOW.getTime() + 3 * DAY);
    const birthDate = new Date(
      Date.UTC(eighteenth.getUTCFullYear() - 18, eighteenth.getUTCMonth(), eighteenth.getUTCDate()),
    );
    await db.user.update({ where: { id: minor.id }, data: { birthDate } });
    // The guardian holds an account with the address the request went to, signed in as they answer.
    const { user: parent, agent: guardian } = await signedIn(testApp, {
      email: guardianEmail,
      birthDate: new Date('1980-01-01T00:00:00Z'),
    });
    await later(2 * DAY, async () => {
      expect((await consentPage(testApp, guardian, path)).props).toMatchObject({ status: 'open' });
    });
    await later(4 * DAY, async () => {
      const { props } = await consentPage(testApp, guardian, path);
      expect(props).toMatchObject({ status: 'of-age', child: minor.name });
      expect(props).not.toHaveProperty('actions');
      await submit(guardian, 'post', path, { decision: 'confirm' }).expect(303);
      expect((await consentPage(testApp, guardian, path)).flash.error).toMatch(/18 now/);
    });
    expect(await guardianOf(minor.id)).toMatchObject({ consentState: 'pending', accountId: null });
    expect(await db.auditEntry.count({ where: { actorId: parent.id } })).toBe(0);
  });

  it('records a confirmation with time, address and method, once; the minor may then take a ticket', async () => {
    const { minor, agent, guardianEmail } = await minorWithGuardian(testApp);
    const event = await createEvent(db, NOW, { capacity: 5 });
    await take(agent, event.slug);
    expect(await panelOf(agent, event.slug)).toMatchObject({ kind: 'refused', reason: 'consentPending' });

    const path = await consentLink(testApp, guardianEmail);
    const guardian = await later(60_000, () => answer(testApp, path, 'confirm'));
    expect(await guardianOf(minor.id)).toMatchObject({
      consentState: 'confirmed',
      consentStateAt: new Date(NOW.getTime() + 60_000),
      consentMethod: 'link',
      consentAddress: expect.stringMatching(/127\.0\.0\.1/),
    });
    const page = await consentPage(testApp, guardian, path);
    expect(page.props).toMatchObject({ consent: { state: 'confirmed' }, actions: { decide: false, revoke: true } });
    expect(page.flash.success).toMatch(/consent is recorded/);
    expect((await entriesAbout(db, { type: 'user', id: minor.id })).map((entry) => entry.action)).toContain(
      'guardian.consent_confirmed',
    );

    // A second answer (a double submit, or a change of mind by the same link) changes nothing.
    await submit(guardian, 'post', path, { decision: 'decline' }).expect(303);
    expect((await guardianOf(minor.id)).consentState).toBe('confirmed');

    await take(agent, event.slug);
    expect(await panelOf(agent, event.slug)).toMatchObject({ kind: 'held' });
    // Queued when the guardian answered, a minute on.
    const receipt = await later(60_000, () => mailWith(testApp, guardianEmail, /^Consent recorded/));
    expect(linkIn(receipt, '/guardian-consent/')).toMatch(/\/guardian-consent\/[\w-]{43}\/revoke$/);
  });

  it('records nothing when the minor, signed in, answers the request themself', async () => {
    const { minor, agent, guardianEmail } = await minorWithGuardian(testApp);
    const path = await consentLink(testApp, guardianEmail);
    await agent.get(path).expect(200);
    await submit(agent, 'post', path, { decision: 'confirm' }).expect(303);
    expect((await guardianOf(minor.id)).consentState).toBe('pending');
    expect((await consentPage(testApp, agent, path)).flash.error).toBe(
      'Your guardian answers this request, not you, so nothing was recorded.',
    );
    // The guardian's own answer still counts.
    await answer(testApp, path, 'confirm');
    expect((await guardianOf(minor.id)).consentState).toBe('confirmed');
  });

  it('records a decline; the minor is refused, asks again (rate-limited) and the old link stops working', async () => {
    const { minor, agent, guardianEmail } = await minorWithGuardian(testApp);
    const path = await consentLink(testApp, guardianEmail);
    const guardian = await answer(testApp, path, 'decline');
    expect(await guardianOf(minor.id)).toMatchObject({ consentState: 'declined', consentMethod: 'link' });
    expect((await consentPage(testApp, guardian, path)).props).toMatchObject({
      consent: { state: 'declined' },
      actions: { decide: false, revoke: false },
    });

    const event = await createEvent(db, NOW);
    await take(agent, event.slug);
    expect(await panelOf(agent, event.slug)).toMatchObject({ kind: 'refused', reason: 'consentWithdrawn' });
    expect(await db.ticket.count({ where: { userId: minor.id } })).toBe(0);

    await submit(agent, 'post', '/settings/guardian/consent-request', {}, `/events/${event.slug}`)
      .expect(302)
      .expect('Location', `/events/${event.slug}`);
    const again = await consentLink(testApp, guardianEmail);
    expect(again).not.toBe(path);
    expect((await guardianOf(minor.id)).consentState).toBe('pending');
    await guardian.get(path).expect(404);

    // Naming the guardian sent the first of the hour's requests, the one above the second.
    await submit(agent, 'post', '/settings/guardian/consent-request').expect(302);
    await submit(agent, 'post', '/settings/guardian/consent-request').expect(429);
  });

  it('revokes by the mailed revoke link: future tickets cancelled, places freed and announced, the minor told', async () => {
    const { minor, agent, guardianEmail } = await minorWithGuardian(testApp);
    await answer(testApp, await consentLink(testApp, guardianEmail), 'confirm');
    const soon = await createEvent(db, NOW, { capacity: 4, title: 'Soon party' });
    const next = await createEvent(db, NOW, { inDays: 20, title: 'Next party' });
    const started = await createEvent(db, NOW, { inDays: -1 / 24 });
    await take(agent, soon.slug);
    await take(agent, next.slug);
    const running = await issueTicket(db, started.id, minor.id);

    const revokePath = new URL(
      linkIn(await mailWith(testApp, guardianEmail, /^Consent recorded/), '/guardian-consent/'),
    ).pathname;
    const guardian = await guardianBrowser(testApp, revokePath);
    expect((await consentPage(testApp, guardian, revokePath)).props).toMatchObject({
      consent: { state: 'confirmed' },
      actions: { decide: false, revoke: true },
    });
    await visitor.watch(soon.id);
    const freed = visitor.nextBroadcast();

    await submit(guardian, 'post', revokePath).expect(303).expect('Location', revokePath);

    expect(await freed).toMatchObject({ channel: `event.${soon.id}`, payload: { eventId: soon.id, remaining: 4 } });
    expect(await guardianOf(minor.id)).toMatchObject({ consentState: 'revoked', consentMethod: 'link' });
    const tickets = await db.ticket.findMany({ where: { userId: minor.id }, orderBy: { id: 'asc' } });
    expect(tickets.map((ticket) => [ticket.eventId, ticket.status])).toEqual([
      [soon.id, 'cancelled'],
      [next.id, 'cancelled'],
      [started.id, 'active'],
    ]);
    expect(running.status).toBe('active');
    expect(memberNotices).toContainEqual({
      channel: channelName.user(minor.id),
      event: MEMBER_NOTICE_EVENT,
      payload: { message: 'Your guardian withdrew their consent, so 2 of your tickets were cancelled.', tone: 'error' },
    });
    const told = await mailWith(testApp, minor.email, /withdrew their consent/);
    expect(told.text).toContain('Soon party');
    expect(told.text).toContain('Next party');
    expect((await consentPage(testApp, guardian, revokePath)).props).toMatchObject({
      consent: { state: 'revoked' },
      actions: { revoke: false },
    });
    // Revoking twice does nothing more; the minor is refused again.
    await submit(guardian, 'post', revokePath).expect(303);
    await take(agent, soon.slug);
    expect(await panelOf(agent, soon.slug)).toMatchObject({ kind: 'refused', reason: 'consentWithdrawn' });
  });

  it('tells the minor of a revocation made while the queue refused work, once, a minute later', async () => {
    const { minor, guardianEmail } = await minorWithGuardian(testApp);
    await answer(testApp, await consentLink(testApp, guardianEmail), 'confirm');
    const revokePath = new URL(
      linkIn(await mailWith(testApp, guardianEmail, /^Consent recorded/), '/guardian-consent/'),
    ).pathname;
    const guardian = await guardianBrowser(testApp, revokePath);
    const outage = refuseAllWork(testApp.context.jobs);
    const revoked = await submit(guardian, 'post', revokePath);
    outage.end();
    expect(outage.refused()).toBeGreaterThan(0);
    expect(revoked.status).toBe(303);
    expect(await guardianOf(minor.id)).toMatchObject({ consentState: 'revoked' });

    const withdrawn = async () =>
      (await testApp.mailTo(minor.email)).filter(({ subject }) => /withdrew their consent/.test(subject));
    await later(61_000, () => testApp.tick());
    await later(122_000, () => testApp.tick());
    expect(await withdrawn()).toHaveLength(1);
  });

  it('mails the guardian the receipt of a consent given while the queue refused work, once, a minute later', async () => {
    const { minor, guardianEmail } = await minorWithGuardian(testApp);
    const path = await consentLink(testApp, guardianEmail);
    const guardian = await guardianBrowser(testApp, path);
    const outage = refuseAllWork(testApp.context.jobs);
    const answered = await submit(guardian, 'post', path, { decision: 'confirm' });
    outage.end();
    expect(outage.refused()).toBeGreaterThan(0);
    expect(answered.status).toBe(303);
    expect(await guardianOf(minor.id)).toMatchObject({ consentState: 'confirmed' });

    const receipts = async () =>
      (await testApp.mailTo(guardianEmail)).filter(({ subject }) => /^Consent recorded/.test(subject));
    await later(61_000, () => testApp.tick());
    await later(122_000, () => testApp.tick());
    const [receipt, ...more] = await receipts();
    expect(more).toHaveLength(0);
    // Its revoke link works: the guardian can still withdraw what they gave.
    const revokePath = new URL(linkIn(receipt!, '/guardian-consent/')).pathname;
    await submit(await guardianBrowser(testApp, revokePath), 'post', revokePath).expect(303);
    expect((await guardianOf(minor.id)).consentState).toBe('revoked');
  });

  it('keeps a ticket the door let in on revoking: the minor is there, counted inside', async () => {
    const { minor, guardianEmail } = await minorWithGuardian(testApp);
    await answer(testApp, await consentLink(testApp, guardianEmail), 'confirm');
    const tonight = await createEvent(db, NOW, { inDays: 2 / 24 });
    const ticket = await issueTicket(db, tonight.id, minor.id);
    const door = await doorScanner(testApp);
    await postScan(door.agent, scanUrl(tonight.id), { code: ticket.code }).expect(200);

    const revokePath = new URL(
      linkIn(await mailWith(testApp, guardianEmail, /^Consent recorded/), '/guardian-consent/'),
    ).pathname;
    await submit(await guardianBrowser(testApp, revokePath), 'post', revokePath).expect(303);
    expect(await guardianOf(minor.id)).toMatchObject({ consentState: 'revoked' });
    expect(await db.ticket.findUniqueOrThrow({ where: { id: ticket.id } })).toMatchObject({
      status: 'active',
      inside: true,
    });
  });

  it("withdraws the minor's waiting-list offer on revoking, and passes the place on", async () => {
    const { minor, guardianEmail, event, holder, ticket } = await minorWaitingForFullEvent();
    const next = await signedIn(testApp, { birthDate: new Date('1990-01-01T00:00:00Z') });
    await submit(next.agent, 'post', `/events/${event.slug}/waiting-list`).expect(302);
    await submit(holder.agent, 'delete', `/tickets/${ticket.id}`).expect(303);
    const offers = () => db.waitingListEntry.findMany({ where: { eventId: event.id, offerExpiresAt: { not: null } } });
    expect((await offers()).map(({ userId }) => userId)).toEqual([minor.id]);

    const revokePath = new URL(
      linkIn(await mailWith(testApp, guardianEmail, /^Consent recorded/), '/guardian-consent/'),
    ).pathname;
    const guardian = await guardianBrowser(testApp, revokePath);
    await submit(guardian, 'post', revokePath).expect(303);
    expect((await offers()).map(({ userId }) => userId)).toEqual([next.user.id]);
  });

  it("takes away the place an organiser added for the minor's offer by hand, on revoking", async () => {
    const { minor, guardianEmail, event } = await minorWaitingForFullEvent();
    const next = await signedIn(testApp, { birthDate: new Date('1990-01-01T00:00:00Z') });
    await submit(next.agent, 'post', `/events/${event.slug}/waiting-list`).expect(302);
    const { agent: organiser } = await signedInWith(testApp, ['admin']);
    const entry = await db.waitingListEntry.findFirstOrThrow({ where: { eventId: event.id, userId: minor.id } });
    await submit(organiser, 'post', `/admin/events/${event.id}/waiting-list/${entry.id}/offer`).expect(302);
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).capacity).toBe(2);

    const revokePath = new URL(
      linkIn(await mailWith(testApp, guardianEmail, /^Consent recorded/), '/guardian-consent/'),
    ).pathname;
    await submit(await guardianBrowser(testApp, revokePath), 'post', revokePath).expect(303);
    expect(await db.waitingListEntry.count({ where: { eventId: event.id, offerExpiresAt: { not: null } } })).toBe(0);
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).capacity).toBe(1);
  });

  it('offers a place left free while consent was withdrawn once the guardian confirms again', async () => {
    const { minor, agent, guardianEmail, event, holder, ticket } = await minorWaitingForFullEvent();
    const revokePath = new URL(
      linkIn(await mailWith(testApp, guardianEmail, /^Consent recorded/), '/guardian-consent/'),
    ).pathname;
    await submit(await guardianBrowser(testApp, revokePath), 'post', revokePath).expect(303);
    // The place comes free while the minor, still in line, may take none: it is offered to nobody.
    await submit(holder.agent, 'delete', `/tickets/${ticket.id}`).expect(303);
    const offers = () => db.waitingListEntry.findMany({ where: { eventId: event.id, offerExpiresAt: { not: null } } });
    expect(await offers()).toEqual([]);

    await submit(agent, 'post', '/settings/guardian/consent-request').expect(302);
    await answer(testApp, await consentLink(testApp, guardianEmail), 'confirm');
    expect((await offers()).map(({ userId }) => userId)).toEqual([minor.id]);
  });

  it('leaves no ticket behind when the minor takes tickets while the guardian revokes', async () => {
    const { minor, agent, guardianEmail } = await minorWithGuardian(testApp);
    const path = await consentLink(testApp, guardianEmail);
    const guardian = await answer(testApp, path, 'confirm');
    const events = await Promise.all(Array.from({ length: 6 }, () => createEvent(db, NOW, { capacity: 10 })));

    await Promise.all([
      ...events.map((event) => submit(agent, 'post', `/events/${event.slug}/tickets`)),
      submit(guardian, 'post', `${path}/revoke`).expect(303),
    ]);

    expect((await guardianOf(minor.id)).consentState).toBe('revoked');
    expect(await db.ticket.count({ where: { userId: minor.id, status: 'active' } })).toBe(0);
  });

  it('revokes from the consent page while its link is valid', async () => {
    const { minor, guardianEmail } = await minorWithGuardian(testApp);
    const path = await consentLink(testApp, guardianEmail);
    const guardian = await answer(testApp, path, 'confirm');
    await submit(guardian, 'post', `${path}/revoke`).expect(303);
    expect((await guardianOf(minor.id)).consentState).toBe('revoked');
  });

  it("starts again at pending when the guardian's e-mail changes, not when only their name does", async () => {
    const { minor, agent, guardianEmail } = await minorWithGuardian(testApp);
    await answer(testApp, await consentLink(testApp, guardianEmail), 'confirm');
    const revokePath = new URL(
      linkIn(await mailWith(testApp, guardianEmail, /^Consent recorded/), '/guardian-consent/'),
    ).pathname;
    const fields = { phone: '+31 6 12345678', relationship: 'parent' };

    await submit(agent, 'put', '/settings/guardian', { ...fields, name: 'Renamed', email: guardianEmail }).expect(303);
    expect((await guardianOf(minor.id)).consentState).toBe('confirmed');

    await submit(agent, 'put', '/settings/guardian', { ...fields, name: 'Other', email: 'other@example.test' }).expect(
      303,
    );
    expect(await guardianOf(minor.id)).toMatchObject({ consentState: 'pending', consentAddress: null });
    expect(await consentLink(testApp, 'other@example.test')).toMatch(/^\/guardian-consent\//);
    const page = await pageAt(testApp, agent, '/settings/guardian');
    expect(page.props.guardian).toMatchObject({ email: 'other@example.test', consent: { state: 'pending' } });
    await (await guardianBrowser(testApp, '/login')).get(revokePath).expect(404);
  });
});

describe('guardians from before consent links', () => {
  /** A guardian as the migration left them: pending, never sent a request. */
  async function guardianWithoutRequest(name: string, email: string) {
    const { user } = await signedIn(testApp, { birthDate: new Date('2012-01-01T00:00:00Z') });
    return db.guardian.create({
      data: { userId: user.id, name, email, phone: '+31612345678', relationship: 'parent' },
    });
  }

  it('get their request once from the start-up step, however often it runs', async () => {
    await guardianWithoutRequest('Old Parent', 'old-parent@example.test');
    expect(await requestMissingConsents(testApp.context)).toBeGreaterThanOrEqual(1);
    await requestMissingConsents(testApp.context);
    expect(await testApp.mailTo('old-parent@example.test')).toHaveLength(1);
    expect(await requestMissingConsents(testApp.context)).toBe(0);
    expect(await testApp.mailTo('old-parent@example.test')).toHaveLength(1);
  });

  it('get one request when their first is handed over again after it went out', async () => {
    const { id } = await guardianWithoutRequest('Twice Parent', 'twice-parent@example.test');
    await flushOutbox(testApp.context, [consentRequestJob(id)]);
    expect(await testApp.mailTo('twice-parent@example.test')).toHaveLength(1);
    // The outbox's sweep after a delete lost to a crash, or the start-up step, meet the request already sent.
    await flushOutbox(testApp.context, [consentRequestJob(id)]);
    await requestMissingConsents(testApp.context);
    expect(await testApp.mailTo('twice-parent@example.test')).toHaveLength(1);
  });
});

describe('deleting the account of a minor', () => {
  it('erases the guardian and their consent; the log keeps only an anonymous trace', async () => {
    const { minor, agent, guardianEmail } = await minorWithGuardian(testApp);
    await answer(testApp, await consentLink(testApp, guardianEmail), 'confirm');
    await confirmPassword(agent);
    await submit(agent, 'delete', '/settings/profile', { password: DEFAULT_PASSWORD }, '/settings/profile').expect(303);

    expect(await db.guardian.findUnique({ where: { userId_position: { userId: minor.id, position: 0 } } })).toBeNull();
    const consent = (await entriesAbout(db, { type: 'user', id: minor.id })).find(
      (entry) => entry.action === 'guardian.consent_confirmed',
    );
    expect(consent).toMatchObject({ subjectLabel: '', before: null, after: null, clientAddress: null, actorId: null });
  });
});
