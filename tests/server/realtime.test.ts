import { randomInt } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { io as connectClient, type Socket as ClientSocket } from 'socket.io-client';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createRealtimeClient, type SubscriptionError } from '../../resources/lib/realtime.js';
import { broadcastingAuthHandler } from '../../server/realtime/auth-route.js';
import { authorizeChannel, channelName, isPublicChannel, type ChannelUser } from '../../common/realtime/channels.js';
import type { AuthUser } from '../../common/types/shared.js';
import { MAX_CHANNELS_PER_SOCKET, type BroadcastMessage, type SubscribeAck } from '../../common/realtime/protocol.js';
import { createRealtime, type Realtime, type RealtimeOptions } from '../../server/realtime/server.js';

// npm test provides a Redis of its own (tests/setup/redis.ts); run alone, the file uses the system's.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Stands in for the session login, which has its own tests: the user travels as JSON in this header. */
const TEST_USER_HEADER = 'x-test-user';
// A public channel no test broadcasts on but the sentinel (see receivedBeforeSentinel).
const SENTINEL_EVENT_ID = 999_999_999;

const member: ChannelUser = { id: randomInt(1_000_000, 1_000_000_000), permissions: [] };
const scanner: ChannelUser = { id: member.id + 1, permissions: ['tickets.scan'] };
const eventId = randomInt(1_000_000, 1_000_000_000);

function testAuthUser(user: ChannelUser): AuthUser {
  return {
    ...user,
    name: `Member ${user.id}`,
    email: `member${user.id}@agora.test`,
    emailVerified: true,
    twoFactor: false,
  };
}

interface TestSite {
  url: string;
  server: http.Server;
  realtime: Realtime;
  close(): Promise<void>;
}

async function startSite(options: RealtimeOptions = {}): Promise<TestSite> {
  const app = express();
  app.use(express.urlencoded({ extended: false }));
  app.use((req, res, next) => {
    const user = req.get(TEST_USER_HEADER);
    res.locals.user = user ? testAuthUser(JSON.parse(user) as ChannelUser) : null;
    next();
  });
  const server = http.createServer(app);
  const realtime = await createRealtime(server, options);
  app.post('/broadcasting/auth', broadcastingAuthHandler(realtime));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    realtime,
    async close() {
      await realtime.close();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

const openClients: ClientSocket[] = [];

async function connect(site: TestSite): Promise<ClientSocket> {
  const socket = connectClient(site.url, { transports: ['websocket'], forceNew: true, reconnection: false });
  openClients.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

function receivedBroadcasts(socket: ClientSocket): BroadcastMessage[] {
  const messages: BroadcastMessage[] = [];
  socket.on('broadcast', (message: BroadcastMessage) => messages.push(message));
  return messages;
}

function nextBroadcast(socket: ClientSocket): Promise<BroadcastMessage> {
  return new Promise((resolve) => socket.once('broadcast', resolve));
}

/**
 * What the socket received before a sentinel broadcast on a public channel it joins now: the site
 * sends on one connection in order, so anything broadcast earlier would have arrived first.
 */
async function receivedBeforeSentinel(
  site: TestSite,
  socket: ClientSocket,
  messages: BroadcastMessage[],
): Promise<BroadcastMessage[]> {
  const sentinel = channelName.event(SENTINEL_EVENT_ID);
  await socket.emitWithAck('subscribe', { channel: sentinel });
  site.realtime.broadcast(sentinel, 'sentinel', {});
  await vi.waitFor(() => expect(messages.some((message) => message.channel === sentinel)).toBe(true));
  return messages.filter((message) => message.channel !== sentinel);
}

function authorise(site: TestSite, user: ChannelUser | null, body: Record<string, string>) {
  const call = request(site.server).post('/broadcasting/auth').type('form');
  return (user ? call.set(TEST_USER_HEADER, JSON.stringify(user)) : call).send(body);
}

afterEach(() => {
  for (const socket of openClients.splice(0)) socket.disconnect();
});

describe('channel rules', () => {
  const admin: ChannelUser = { id: 7, permissions: ['events.manage'] };
  const doorman: ChannelUser = { id: 8, permissions: ['tickets.scan'] };
  const writer: ChannelUser = { id: 9, permissions: ['blog.manage'] };

  const cases: [channel: string, user: ChannelUser | null, allowed: boolean][] = [
    ['user.9', writer, true],
    ['user.9', admin, false],
    ['user.9', null, false],
    ['event.12', null, true],
    ['event.12', writer, true],
    ['admin.event.12', admin, true],
    ['admin.event.12', doorman, true],
    ['admin.event.12', writer, false],
    ['admin.event.12', null, false],
    ['user.', writer, false],
    ['user.9x', writer, false],
    ['user.09', writer, false],
    ['user.0', { id: 0, permissions: [] }, false],
    ['user.-9', writer, false],
    ['event.', null, false],
    ['event.1.2', null, false],
    ['event.12 ', null, false],
    ['admin.event.x', admin, false],
    ['admin.user.9', admin, false],
    ['private-user.9', writer, false],
    ['', admin, false],
  ];

  it.each(cases)('%s for %j is %s', (channel, user, allowed) => {
    expect(authorizeChannel(user, channel)).toBe(allowed);
  });

  it('treats only event channels as public', () => {
    expect(isPublicChannel('event.3')).toBe(true);
    expect(isPublicChannel('event.x')).toBe(false);
    expect(isPublicChannel('user.3')).toBe(false);
    expect(isPublicChannel('admin.event.3')).toBe(false);
  });

  it('builds the names the rules accept', () => {
    expect(channelName.user(4)).toBe('user.4');
    expect(channelName.event(5)).toBe('event.5');
    expect(channelName.adminEvent(6)).toBe('admin.event.6');
  });
});

describe('realtime on one process', () => {
  let site: TestSite;

  beforeAll(async () => {
    site = await startSite();
  });

  afterAll(async () => {
    await site.close();
  });

  it('lets a guest subscribe to a public event channel and receive its broadcasts', async () => {
    const socket = await connect(site);
    const channel = channelName.event(eventId);
    const ack = (await socket.emitWithAck('subscribe', { channel })) as SubscribeAck;
    expect(ack).toEqual({ ok: true });

    const received = nextBroadcast(socket);
    site.realtime.broadcast(channel, 'places.updated', { remaining: 3 });
    expect(await received).toEqual({ channel, event: 'places.updated', payload: { remaining: 3 } });
  });

  it('refuses private channels over the socket', async () => {
    const socket = await connect(site);
    const messages = receivedBroadcasts(socket);
    const channel = channelName.user(member.id);
    expect(await socket.emitWithAck('subscribe', { channel })).toEqual({ ok: false, status: 403 });
    expect(await socket.emitWithAck('subscribe', { channel: 42 })).toEqual({ ok: false, status: 422 });

    site.realtime.broadcast(channel, 'ticket.checked-in', {});
    expect(await receivedBeforeSentinel(site, socket, messages)).toEqual([]);
  });

  it('stops broadcasts after unsubscribe', async () => {
    const socket = await connect(site);
    const messages = receivedBroadcasts(socket);
    const channel = channelName.event(eventId);
    await socket.emitWithAck('subscribe', { channel });
    socket.emit('unsubscribe', { channel });
    // Any acknowledged round trip proves the server has handled the unsubscribe sent before it.
    await socket.emitWithAck('subscribe', { channel: 'round-trip' });

    site.realtime.broadcast(channel, 'places.updated', { remaining: 2 });
    expect(await receivedBeforeSentinel(site, socket, messages)).toEqual([]);
  });

  it('joins an authorised private channel through POST /broadcasting/auth', async () => {
    const socket = await connect(site);
    const bystander = await connect(site);
    const bystanderMessages = receivedBroadcasts(bystander);
    const channel = channelName.adminEvent(eventId);

    const response = await authorise(site, scanner, { socket_id: socket.id ?? '', channel_name: channel });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ channel });

    const received = nextBroadcast(socket);
    site.realtime.broadcast(channel, 'checkin', { checkedIn: 1 });
    expect(await received).toEqual({ channel, event: 'checkin', payload: { checkedIn: 1 } });
    expect(await receivedBeforeSentinel(site, bystander, bystanderMessages)).toEqual([]);
  });

  it.each([
    ["another member's channel", member, channelName.user(scanner.id)],
    ['a guest on a user channel', null, channelName.user(member.id)],
    ['a member without permission on an admin channel', member, channelName.adminEvent(eventId)],
    ['an unknown channel', scanner, 'presence-everyone'],
  ])('answers 403 and joins nothing for %s', async (_case, user, channel) => {
    const socket = await connect(site);
    const messages = receivedBroadcasts(socket);

    const response = await authorise(site, user, { socket_id: socket.id ?? '', channel_name: channel });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Forbidden' });

    site.realtime.broadcast(channel, 'anything', {});
    expect(await receivedBeforeSentinel(site, socket, messages)).toEqual([]);
  });

  it("drops a member's sockets, and an unsubscribe cannot take a socket out of reach", async () => {
    const socket = await connect(site);
    const bystander = await connect(site);
    const channel = channelName.user(member.id);
    expect((await authorise(site, member, { socket_id: socket.id ?? '', channel_name: channel })).status).toBe(200);
    expect(
      (await authorise(site, scanner, { socket_id: bystander.id ?? '', channel_name: channelName.user(scanner.id) }))
        .status,
    ).toBe(200);
    const dropped = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    socket.emit('unsubscribe', { channel: `member:${member.id}` });
    await socket.emitWithAck('subscribe', { channel: 'round-trip' });

    site.realtime.dropMembers([member.id]);
    expect(await dropped).toBe('io server disconnect');
    expect(bystander.connected).toBe(true);
  });

  it('refuses a socket more channels than its cap, and its earlier channels still hear', async () => {
    const socket = await connect(site);
    const roomsBefore = site.realtime.io.of('/').adapter.rooms.size;
    const channels = Array.from({ length: MAX_CHANNELS_PER_SOCKET + 20 }, (_, i) => channelName.event(eventId + i));
    const acks = (await Promise.all(
      channels.map((channel) => socket.emitWithAck('subscribe', { channel })),
    )) as SubscribeAck[];
    expect(acks.filter((ack) => ack.ok)).toHaveLength(MAX_CHANNELS_PER_SOCKET);
    expect(acks.slice(MAX_CHANNELS_PER_SOCKET)).toEqual(Array(20).fill({ ok: false, status: 429 }));
    expect(site.realtime.io.of('/').adapter.rooms.size - roomsBefore).toBeLessThanOrEqual(MAX_CHANNELS_PER_SOCKET);
    // Nor through the auth route: a private channel past the cap is refused too.
    const response = await authorise(site, member, {
      socket_id: socket.id ?? '',
      channel_name: channelName.user(member.id),
    });
    expect(response.status).toBe(429);

    // Leaving a channel makes room again, and the socket still hears the channels it holds.
    socket.emit('unsubscribe', { channel: channels[0] });
    expect(await socket.emitWithAck('subscribe', { channel: channels.at(-1) })).toEqual({ ok: true });
    const received = nextBroadcast(socket);
    site.realtime.broadcast(channels[1]!, 'places.updated', { remaining: 1 });
    expect(await received).toEqual({ channel: channels[1], event: 'places.updated', payload: { remaining: 1 } });
  });

  it('answers 404 for a socket that is not connected', async () => {
    const response = await authorise(site, member, {
      socket_id: 'AAAAAAAAAAAAAAAAAAAA',
      channel_name: channelName.user(member.id),
    });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Socket not found' });
  });

  it.each([
    ['nothing', {}, ['socket_id', 'channel_name']],
    ['a socket id with foreign characters', { socket_id: 'abc/../def', channel_name: 'user.1' }, ['socket_id']],
    ['a socket id that is too long', { socket_id: 'a'.repeat(65), channel_name: 'user.1' }, ['socket_id']],
    ['an empty channel name', { socket_id: 'abc', channel_name: '' }, ['channel_name']],
    ['a channel name that is too long', { socket_id: 'abc', channel_name: 'a'.repeat(201) }, ['channel_name']],
  ])('answers 422 with errors for %s', async (_case, body: Record<string, string>, fields) => {
    const response = await authorise(site, member, body);
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors as object).sort()).toEqual([...fields].sort());
    expect(response.body.message).toEqual(expect.any(String));
  });
});

describe('realtime across processes sharing Redis', () => {
  let siteA: TestSite;
  let siteB: TestSite;

  beforeAll(async () => {
    siteA = await startSite({ redisUrl: REDIS_URL });
    siteB = await startSite({ redisUrl: REDIS_URL });
  });

  afterAll(async () => {
    await Promise.all([siteA.close(), siteB.close()]);
  });

  it('authorises a socket on process A through process B and delivers B’s broadcasts to it', async () => {
    const socket = await connect(siteA);
    const channel = channelName.user(member.id);

    const response = await authorise(siteB, member, { socket_id: socket.id ?? '', channel_name: channel });
    expect(response.status).toBe(200);

    const received = nextBroadcast(socket);
    siteB.realtime.broadcast(channel, 'ticket.checked-in', { ticketId: 5 });
    expect(await received).toEqual({ channel, event: 'ticket.checked-in', payload: { ticketId: 5 } });
  });

  it('delivers a public broadcast from B to a guest subscribed on A', async () => {
    const socket = await connect(siteA);
    const channel = channelName.event(eventId);
    await socket.emitWithAck('subscribe', { channel });

    const received = nextBroadcast(socket);
    siteB.realtime.broadcast(channel, 'places.updated', { remaining: 1 });
    expect(await received).toEqual({ channel, event: 'places.updated', payload: { remaining: 1 } });
  });

  it('drops from process B a member’s socket held by process A, and leaves the others', async () => {
    const socket = await connect(siteA);
    const bystander = await connect(siteA);
    const bystanderMessages = receivedBroadcasts(bystander);
    const channel = channelName.adminEvent(eventId);
    for (const [target, user] of [
      [socket, scanner],
      [bystander, { ...scanner, id: scanner.id + 1 }],
    ] as const) {
      const response = await authorise(siteB, user, { socket_id: target.id ?? '', channel_name: channel });
      expect(response.status).toBe(200);
    }
    const dropped = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    siteB.realtime.dropMembers([scanner.id]);
    expect(await dropped).toBe('io server disconnect');
    siteB.realtime.broadcast(channel, 'checkin', { checkedIn: 2 });
    expect(await receivedBeforeSentinel(siteA, bystander, bystanderMessages)).toEqual([
      { channel, event: 'checkin', payload: { checkedIn: 2 } },
    ]);
  });

  it('answers 404 when no process has the socket', async () => {
    const response = await authorise(siteB, member, {
      socket_id: 'BBBBBBBBBBBBBBBBBBBB',
      channel_name: channelName.user(member.id),
    });
    expect(response.status).toBe(404);
  });
});

describe('browser realtime client', () => {
  let site: TestSite;

  beforeAll(async () => {
    site = await startSite();
  });

  afterAll(async () => {
    await site.close();
  });

  function clientFor(user: ChannelUser | null) {
    const client = createRealtimeClient({
      url: site.url,
      authEndpoint: `${site.url}/broadcasting/auth`,
      csrfToken: () => 'test-token',
      fetch: (input, init) => {
        const headers = new Headers(init?.headers);
        if (user) headers.set(TEST_USER_HEADER, JSON.stringify(user));
        return fetch(input, { ...init, headers });
      },
      socketOptions: { transports: ['websocket'], reconnectionDelay: 20, reconnectionDelayMax: 50 },
    });
    onTestFinished(() => client.disconnect());
    return client;
  }

  async function socketIdsIn(channel: string): Promise<string[]> {
    return (await site.realtime.io.in(channel).fetchSockets()).map((socket) => socket.id);
  }

  it('authorises a private channel, delivers its events, and re-authorises after a reconnection', async () => {
    const client = clientFor(member);
    const channel = channelName.user(member.id);
    const payloads: unknown[] = [];
    client.subscribe(channel, 'ticket.checked-in', (payload) => payloads.push(payload));

    await vi.waitFor(async () => expect(await socketIdsIn(channel)).toHaveLength(1));
    expect(client.connectionState.get()).toBe('connected');
    site.realtime.broadcast(channel, 'ticket.checked-in', { n: 1 });
    site.realtime.broadcast(channel, 'other.event', { n: 0 });
    await vi.waitFor(() => expect(payloads).toEqual([{ n: 1 }]));

    const [firstId] = await socketIdsIn(channel);
    for (const socket of site.realtime.io.sockets.sockets.values()) socket.conn.close();
    await vi.waitFor(async () => {
      const ids = await socketIdsIn(channel);
      expect(ids).toHaveLength(1);
      expect(ids[0]).not.toBe(firstId);
    });
    site.realtime.broadcast(channel, 'ticket.checked-in', { n: 2 });
    await vi.waitFor(() => expect(payloads).toEqual([{ n: 1 }, { n: 2 }]));
  });

  it('connects again after the server drops the member, and authorises its channels anew', async () => {
    const client = clientFor(member);
    const channel = channelName.user(member.id);
    const payloads: unknown[] = [];
    client.subscribe(channel, 'notice', (payload) => payloads.push(payload));
    await vi.waitFor(async () => expect(await socketIdsIn(channel)).toHaveLength(1));
    const [firstId] = await socketIdsIn(channel);

    site.realtime.dropMembers([member.id]);
    await vi.waitFor(async () => {
      const ids = await socketIdsIn(channel);
      expect(ids).toHaveLength(1);
      expect(ids[0]).not.toBe(firstId);
    });
    site.realtime.broadcast(channel, 'notice', { n: 1 });
    await vi.waitFor(() => expect(payloads).toEqual([{ n: 1 }]));
    expect(client.connectionState.get()).toBe('connected');
  });

  it('subscribes to public channels over the socket and leaves when the last handler goes', async () => {
    const client = clientFor(null);
    const channel = channelName.event(eventId);
    const first: unknown[] = [];
    const second: unknown[] = [];
    const stopFirst = client.subscribe(channel, 'places.updated', (payload) => first.push(payload));
    const stopSecond = client.subscribe(channel, 'places.updated', (payload) => second.push(payload));

    await vi.waitFor(async () => expect(await socketIdsIn(channel)).toHaveLength(1));
    site.realtime.broadcast(channel, 'places.updated', 4);
    await vi.waitFor(() => expect(second).toEqual([4]));
    expect(first).toEqual([4]);

    stopFirst();
    expect(await socketIdsIn(channel)).toHaveLength(1);
    stopSecond();
    await vi.waitFor(async () => expect(await socketIdsIn(channel)).toHaveLength(0));
  });

  it('reports a refused private channel', async () => {
    const client = clientFor(member);
    const errors: SubscriptionError[] = [];
    client.onSubscriptionError((error) => errors.push(error));
    const states: string[] = [];
    client.connectionState.subscribe(() => states.push(client.connectionState.get()));

    client.subscribe(channelName.adminEvent(eventId), 'checkin', () => {});
    await vi.waitFor(() => expect(errors).toEqual([{ channel: channelName.adminEvent(eventId), status: 403 }]));
    expect(states).toEqual(['connected']);
  });
});
