// A private channel is authorised once (POST /broadcasting/auth). These tests take access away through the
// app's real routes and listen with the browser's realtime client (resources/lib/realtime.ts) on a real
// Socket.IO server: what a member lost goes quiet at once, what they keep comes back after the reconnection;
// and what a member may hear carries no more than they need.
import http from 'node:http';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import type { AddressInfo } from 'node:net';
import { io as connectClient, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { channelName } from '../../common/realtime/channels.js';
import { MEMBER_NOTICE_EVENT, TICKET_EVENTS } from '../../common/realtime/protocol.js';
import { createRealtimeClient, type RealtimeClient, type SubscriptionError } from '../../resources/lib/realtime.js';
import { createApp } from '../../server/app.js';
import { createRealtime } from '../../server/realtime/server.js';
import { createRoleWith, createUser, DEFAULT_PASSWORD } from '../support/factories.js';
import { visit } from '../support/inertia-request.js';
import { confirmPassword, postJson, submit, type Agent } from '../support/member-session.js';
import { SoftwareAuthenticator } from '../support/software-authenticator.js';
import { browserAgent, createTestApp, logIn, xsrfToken } from '../support/test-app.js';
import type { AttendeeChange } from '../../common/types/event-admin.js';
import { postScan, scanUrl } from './scanner/support.js';
import { createEvent } from './tickets/support.js';

const NOW = new Date('2026-06-15T10:00:00Z');
const testApp = await createTestApp({ clock: { now: NOW } });
const { db } = testApp.context;

// The app with a real Socket.IO server on a real port, so its routes drop sockets and its auth route joins them.
const server = http.createServer();
const realtime = await createRealtime(server);
const app = createApp({ ...testApp.context, realtime });
server.on('request', app);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

afterAll(async () => {
  await realtime.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await testApp.close();
});

// A public channel nobody broadcasts on but the sentinel: it proves what reached a connection before it.
const SENTINEL = channelName.event(999_999_999);

async function member(roles: string[] = []) {
  const user = await createUser(db, { roles });
  const agent = await browserAgent(app);
  await logIn(agent, user.email, DEFAULT_PASSWORD);
  return { user, agent };
}

interface Listener {
  client: RealtimeClient;
  /** Payloads received, by `channel event`. */
  received: Map<string, unknown[]>;
  errors: SubscriptionError[];
  states: string[];
  listen(channel: string, event: string): unknown[];
}

/** The browser's realtime client of the agent's session: its cookie and CSRF token on every authorisation. */
function pageOf(agent: Agent): Listener {
  const client = createRealtimeClient({
    url,
    authEndpoint: `${url}/broadcasting/auth`,
    csrfToken: () => xsrfToken(agent),
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      const cookies = agent.jar.getCookies({ domain: '127.0.0.1', path: '/', secure: false, script: false });
      headers.set('Cookie', cookies.toValueString());
      return fetch(input, { ...init, headers });
    },
    socketOptions: { transports: ['websocket'], reconnectionDelay: 20, reconnectionDelayMax: 50 },
  });
  onTestFinished(() => client.disconnect());
  const received = new Map<string, unknown[]>();
  const errors: SubscriptionError[] = [];
  const states: string[] = [];
  client.onSubscriptionError((error) => errors.push(error));
  client.connectionState.subscribe(() => states.push(client.connectionState.get()));
  const listen = (channel: string, event: string) => {
    const key = `${channel} ${event}`;
    const payloads = received.get(key) ?? [];
    received.set(key, payloads);
    client.subscribe(channel, event, (payload) => payloads.push(payload));
    return payloads;
  };
  listen(SENTINEL, 'sentinel');
  return { client, received, errors, states, listen };
}

async function socketsIn(channel: string): Promise<number> {
  return (await realtime.io.in(channel).fetchSockets()).length;
}

/**
 * Sends sentinels until one reaches the page's current connection (after a drop, the new one): the server
 * writes to a connection in order, so whatever was broadcast to the page before has arrived by then.
 */
async function untilSentinelReaches(page: Listener): Promise<void> {
  const sentinels = page.received.get(`${SENTINEL} sentinel`)!;
  const before = sentinels.length;
  await vi.waitFor(
    () => {
      realtime.broadcast(SENTINEL, 'sentinel', {});
      expect(sentinels.length).toBeGreaterThan(before);
    },
    { timeout: 5_000, interval: 50 },
  );
}

const HOUR_MS = 60 * 60 * 1000;

/** On Redis a session's lifetime runs in real time, not by the test's clock: its key is made to expire now. */
async function expireInRedis(userId: number): Promise<void> {
  const { redis, config } = testApp.context;
  if (!redis) return;
  const { sid } = await db.browserSession.findFirstOrThrow({ where: { userId } });
  const key = `${config.redisPrefix}sess:${sid}`;
  expect(await redis.pExpire(key, 1)).toBe(1);
  await vi.waitFor(async () => expect(await redis.exists(key)).toBe(0));
}

async function takeTicket(slug: string) {
  const buyer = await member();
  await submit(buyer.agent, 'post', `/events/${slug}/tickets`).expect(302);
}

/** One member signed in on a laptop and a phone, each with a page listening on the member's own channel. */
async function signedInTwice() {
  const { user, agent: laptop } = await member();
  const phone = await browserAgent(app);
  await logIn(phone, user.email, DEFAULT_PASSWORD);
  const channel = channelName.user(user.id);
  const laptopPage = pageOf(laptop);
  const phonePage = pageOf(phone);
  const onLaptop = laptopPage.listen(channel, MEMBER_NOTICE_EVENT);
  const onPhone = phonePage.listen(channel, MEMBER_NOTICE_EVENT);
  await vi.waitFor(async () => expect(await socketsIn(channel)).toBe(2));
  return { laptop, phone, channel, laptopPage, phonePage, onLaptop, onPhone };
}

describe('private channels follow what the member may hear now', () => {
  it('stops attendee rows reaching a door member whose role the admin removes', async () => {
    const event = await createEvent(db, NOW, { capacity: 10 });
    const channel = channelName.adminEvent(event.id);
    const admin = await member(['admin']);
    await confirmPassword(admin.agent);
    const door = await member(['door']);
    const adminPage = pageOf(admin.agent);
    const doorPage = pageOf(door.agent);
    const adminIssued = adminPage.listen(channel, TICKET_EVENTS.issued);
    const doorIssued = doorPage.listen(channel, TICKET_EVENTS.issued);
    await vi.waitFor(async () => expect(await socketsIn(channel)).toBe(2));

    await takeTicket(event.slug);
    await vi.waitFor(() => expect(doorIssued).toHaveLength(1));
    expect(adminIssued).toHaveLength(1);

    const { name, email } = door.user;
    await submit(admin.agent, 'put', `/admin/users/${door.user.id}`, { name, email, roles: [] }).expect(303);
    await untilSentinelReaches(doorPage);
    await takeTicket(event.slug);

    // The admin, still entitled, gets the second row; the door member's page, on the same server, does not.
    await vi.waitFor(() => expect(adminIssued).toHaveLength(2));
    await untilSentinelReaches(doorPage);
    expect(doorIssued).toHaveLength(1);
    expect(doorPage.errors).toEqual([{ channel, status: 403 }]);
    expect(await socketsIn(channel)).toBe(1);
  });

  it("silences the member's own channel on a page left open after they sign out", async () => {
    const { user, agent } = await member();
    const channel = channelName.user(user.id);
    const page = pageOf(agent);
    const notices = page.listen(channel, MEMBER_NOTICE_EVENT);
    await vi.waitFor(async () => expect(await socketsIn(channel)).toBe(1));
    realtime.broadcast(channel, MEMBER_NOTICE_EVENT, { n: 1 });
    await vi.waitFor(() => expect(notices).toEqual([{ n: 1 }]));

    // Signed out in another tab of the same browser.
    await submit(agent, 'post', '/logout').expect(302);
    await untilSentinelReaches(page);
    realtime.broadcast(channel, MEMBER_NOTICE_EVENT, { n: 2 });
    await untilSentinelReaches(page);

    expect(notices).toEqual([{ n: 1 }]);
    // Refused: the guest session that followed is forbidden the channel (403), or its CSRF token is not
    // the one the page holds yet (419).
    expect(page.errors).toHaveLength(1);
    expect(page.errors[0]!.channel).toBe(channel);
    expect([403, 419]).toContain(page.errors[0]!.status);
    expect(await socketsIn(channel)).toBe(0);
  });

  it('gives a page still signed in its channels back when the same member signs out elsewhere', async () => {
    const { phone, channel, laptopPage, phonePage, onLaptop, onPhone } = await signedInTwice();

    await submit(phone, 'post', '/logout').expect(302);
    // Both pages were dropped; the laptop's reconnected and authorised its channel again.
    await vi.waitFor(async () => expect(await socketsIn(channel)).toBe(1));
    expect(laptopPage.states).toEqual(['connected', 'disconnected', 'connected']);
    realtime.broadcast(channel, MEMBER_NOTICE_EVENT, { n: 1 });

    await vi.waitFor(() => expect(onLaptop).toEqual([{ n: 1 }]));
    await untilSentinelReaches(phonePage);
    expect(onPhone).toEqual([]);
    expect(laptopPage.errors).toEqual([]);
  });

  it('silences the private channel of a device whose session the member ended from another', async () => {
    const { laptop, channel, laptopPage, phonePage, onLaptop, onPhone } = await signedInTwice();

    const { body } = await visit(laptop, '/settings/sessions', { version: testApp.context.assets.version }).expect(200);
    const sessions = (body as { props: { sessions: { id: string; current: boolean }[] } }).props.sessions;
    const phoneSession = sessions.find((session) => !session.current)!;
    await confirmPassword(laptop);
    await submit(laptop, 'delete', `/settings/sessions/${phoneSession.id}`).expect(303);

    // Both pages were dropped; only the laptop, still signed in, authorised its channel again.
    await vi.waitFor(async () => expect(await socketsIn(channel)).toBe(1));
    realtime.broadcast(channel, MEMBER_NOTICE_EVENT, { n: 1 });
    await vi.waitFor(() => expect(onLaptop).toEqual([{ n: 1 }]));
    await untilSentinelReaches(phonePage);
    expect(onPhone).toEqual([]);
    expect(phonePage.errors.map((error) => error.channel)).toEqual([channel]);
    expect(laptopPage.errors).toEqual([]);
  });

  it('silences the private channel of a page whose session expired, and keeps a session in use', async () => {
    onTestFinished(() => void (testApp.clock.now = NOW));
    const idle = await member();
    const busy = await member();
    const [idleChannel, busyChannel] = [channelName.user(idle.user.id), channelName.user(busy.user.id)];
    const [idlePage, busyPage] = [pageOf(idle.agent), pageOf(busy.agent)];
    const onIdle = idlePage.listen(idleChannel, MEMBER_NOTICE_EVENT);
    const onBusy = busyPage.listen(busyChannel, MEMBER_NOTICE_EVENT);
    await vi.waitFor(async () => expect((await socketsIn(idleChannel)) + (await socketsIn(busyChannel))).toBe(2));

    // A session ends a day unused (no "remember me"); the busy member's requests move theirs on.
    testApp.clock.now = new Date(NOW.getTime() + 20 * HOUR_MS);
    await busy.agent.get('/dashboard').expect(200);
    testApp.clock.now = new Date(NOW.getTime() + 26 * HOUR_MS);
    await expireInRedis(idle.user.id);
    await realtime.dropEndedSessions();

    await vi.waitFor(async () => expect(await socketsIn(idleChannel)).toBe(0));
    realtime.broadcast(idleChannel, MEMBER_NOTICE_EVENT, { n: 1 });
    realtime.broadcast(busyChannel, MEMBER_NOTICE_EVENT, { n: 1 });
    await vi.waitFor(() => expect(onBusy).toEqual([{ n: 1 }]));
    await untilSentinelReaches(idlePage);
    expect(onIdle).toEqual([]);
    expect(idlePage.errors.map((error) => error.channel)).toEqual([idleChannel]);
    expect(busyPage.states).toEqual(['connected']);
  });
});

describe('what a door member hears on an event channel', () => {
  it('gets every ticket change of an attendee row without the e-mail address', async () => {
    // In an hour: its doors are open for the check-in.
    const event = await createEvent(db, NOW, { capacity: 10, inDays: 1 / 24 });
    const channel = channelName.adminEvent(event.id);
    const door = await member(['door']);
    const doorPage = pageOf(door.agent);
    const changes = [
      TICKET_EVENTS.issued,
      TICKET_EVENTS.checkedIn,
      TICKET_EVENTS.checkInUndone,
      TICKET_EVENTS.cancelled,
    ].map((change) => doorPage.listen(channel, change));
    await vi.waitFor(async () => expect(await socketsIn(channel)).toBe(1));

    const buyer = await member();
    await submit(buyer.agent, 'post', `/events/${event.slug}/tickets`).expect(302);
    const ticket = await db.ticket.findFirstOrThrow({ where: { eventId: event.id } });
    await postScan(door.agent, scanUrl(event.id), { code: ticket.code }).expect(200);
    await submit(door.agent, 'delete', `/admin/events/${event.id}/check-ins/${ticket.id}`).expect(303);
    await submit(buyer.agent, 'delete', `/tickets/${ticket.id}`).expect(303);

    await vi.waitFor(() => expect(changes.map((payloads) => payloads.length)).toEqual([1, 1, 1, 1]));
    for (const [payload] of changes) {
      expect(payload).toMatchObject({ attendee: { ticketId: ticket.id, name: buyer.user.name } });
      expect((payload as AttendeeChange).attendee).not.toHaveProperty('email');
      expect(JSON.stringify(payload)).not.toContain(buyer.user.email);
    }
  });
});

describe('every change that may take a channel away drops the member’s sockets', () => {
  /** A bare socket of the member's session, authorised on their own channel; resolves its disconnect reason. */
  async function authorisedSocket(agent: Agent, userId: number) {
    const socket: ClientSocket = connectClient(url, { transports: ['websocket'], forceNew: true, reconnection: false });
    onTestFinished(() => void socket.disconnect());
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('connect_error', reject));
    const dropped = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await submit(agent, 'post', '/broadcasting/auth', {
      socket_id: socket.id,
      channel_name: channelName.user(userId),
    }).expect(200);
    return { socket, dropped };
  }

  async function confirmedAdmin() {
    const admin = await member(['admin']);
    await confirmPassword(admin.agent);
    return admin.agent;
  }

  const changes: [string, (target: Awaited<ReturnType<typeof member>>, role: string) => Promise<unknown>][] = [
    [
      'a permission taken from one of their roles',
      async (_target, role) => {
        const { id } = await db.role.findUniqueOrThrow({ where: { name: role } });
        return submit(await confirmedAdmin(), 'put', `/admin/roles/${id}`, { name: role, permissions: [] }).expect(303);
      },
    ],
    [
      'one of their roles deleted',
      async (_target, role) => {
        const { id } = await db.role.findUniqueOrThrow({ where: { name: role } });
        return submit(await confirmedAdmin(), 'delete', `/admin/roles/${id}`).expect(303);
      },
    ],
    [
      'a permission they hold deleted',
      async (_target, role) => {
        const { id } = await db.permission.findUniqueOrThrow({ where: { name: `${role}.act` } });
        return submit(await confirmedAdmin(), 'delete', `/admin/permissions/${id}`).expect(303);
      },
    ],
    [
      'their password changed (their other sessions end)',
      ({ agent }) =>
        submit(agent, 'put', '/settings/password', {
          current_password: DEFAULT_PASSWORD,
          password: 'another horse battery',
          password_confirmation: 'another horse battery',
        }).expect(303),
    ],
    [
      'a passkey that signed in another of their sessions removed',
      async ({ agent }) => {
        await confirmPassword(agent);
        const passkey = new SoftwareAuthenticator();
        const added = await postJson(agent, '/settings/passkeys/options').expect(200);
        const credential = passkey.register(added.body as PublicKeyCredentialCreationOptionsJSON);
        await submit(agent, 'post', '/settings/passkeys', { name: 'Phone', credential }).expect(302);
        const elsewhere = await browserAgent(app);
        const signIn = await postJson(elsewhere, '/login/passkey/options').expect(200);
        const answer = passkey.authenticate(signIn.body as PublicKeyCredentialRequestOptionsJSON);
        await submit(elsewhere, 'post', '/login/passkey', { credential: answer }).expect(302);
        const { id } = await db.passkey.findFirstOrThrow({ where: { name: 'Phone', credentialId: credential.id } });
        return submit(agent, 'delete', `/settings/passkeys/${id}`).expect(303);
      },
    ],
    [
      'their account deleted',
      async ({ agent }) => {
        await confirmPassword(agent);
        return submit(agent, 'delete', '/settings/profile', { password: DEFAULT_PASSWORD }).expect(303);
      },
    ],
  ];

  it.each(changes)('%s', async (_change, make) => {
    const role = `custom-${Math.random().toString(36).slice(2, 10)}`;
    await createRoleWith(db, role, [`${role}.act`]);
    const target = await member([role]);
    const other = await member();
    const targetSocket = await authorisedSocket(target.agent, target.user.id);
    const otherSocket = await authorisedSocket(other.agent, other.user.id);
    await make(target, role);
    expect(await targetSocket.dropped).toBe('io server disconnect');

    // A member the change does not concern keeps their socket: a broadcast on their channel still arrives.
    const arrived = new Promise((resolve) => otherSocket.socket.once('broadcast', resolve));
    realtime.broadcast(channelName.user(other.user.id), MEMBER_NOTICE_EVENT, {});
    await arrived;
    expect(otherSocket.socket.connected).toBe(true);
  });
});
