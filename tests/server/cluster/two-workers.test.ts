// WEB_CONCURRENCY=2: the built server as `npm start` runs it, in two workers on one database, over real
// HTTP and WebSockets. Each request goes on a connection of its own, so the cluster's round-robin spreads
// them; the worker that answered names itself in a test-only header. Without Redis the workers share
// through their primary; with Redis (when the tests have one), through Redis.
import { randomUUID } from 'node:crypto';
import { io as connectClient, type Socket } from 'socket.io-client';
import request, { type Response, type Test } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelName } from '../../../common/realtime/channels.js';
import type { BroadcastMessage, SubscribeAck } from '../../../common/realtime/protocol.js';
import type { ScanResponse } from '../../../common/types/scanner.js';
import { WORKER_HEADER } from '../../../server/server.js';
import { startBuiltServer, type BuiltServer } from '../../support/built-server.js';
import { createUser, DEFAULT_PASSWORD } from '../../support/factories.js';
import { submit, type Agent } from '../../support/member-session.js';
import { ownDatabase } from '../../support/own-database.js';
import { logIn } from '../../support/test-app.js';
import { giveTwoFactor } from '../../support/two-factor.js';
import { createEvent, createTicket, postScan, scanUrl } from '../scanner/support.js';

const redisUrl = process.env.TEST_REDIS_URL;
const variants: { shared: string; env: Record<string, string> }[] = [
  { shared: 'through the primary, without Redis', env: {} },
  ...(redisUrl
    ? [{ shared: 'through Redis', env: { REDIS_URL: redisUrl, REDIS_PREFIX: `agora-test-${randomUUID()}:` } }]
    : []),
];

/** The request on a connection of its own, so the next worker in turn answers it. */
const alone = (test: Test): Test => test.set('Connection', 'close');
const workerOf = (response: Response): string => String(response.headers[WORKER_HEADER.toLowerCase()]);
const workersOf = (responses: Response[]) => new Set(responses.map(workerOf));

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** `count` requests made one after another, each on a connection of its own. */
async function inTurn(count: number, send: () => Test): Promise<Response[]> {
  const responses: Response[] = [];
  for (let index = 0; index < count; index += 1) responses.push(await alone(send()));
  return responses;
}

describe.each(variants)('two workers sharing $shared', ({ env }) => {
  const database = ownDatabase();
  let site: BuiltServer;
  beforeAll(async () => {
    site = await startBuiltServer(database.url, { WEB_CONCURRENCY: '2', ...env });
  }, 60_000);
  afterAll(() => site.remove());

  const db = () => database.check.db;

  async function signedIn(email: string, password = DEFAULT_PASSWORD): Promise<Agent> {
    const agent = request.agent(site.url);
    await agent.get('/login');
    const response = await logIn(agent, email, password);
    expect(response.headers.location).not.toBe('/login');
    return agent;
  }

  async function member(roles: string[] = []): Promise<Agent> {
    return signedIn((await createUser(db(), { roles })).email);
  }

  it('admits a ticket exactly once when 20 scans of its code reach both workers at once', async () => {
    const event = await createEvent(db());
    const ticket = await createTicket(db(), event.id);
    const scanners: Agent[] = [];
    for (let index = 0; index < 4; index += 1) scanners.push(await member(['door']));
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        alone(postScan(scanners[index % scanners.length]!, scanUrl(event.id), { code: ticket.code })),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    const outcomes = responses.map((response) => (response.body as ScanResponse).verdict.outcome);
    expect(outcomes.filter((outcome) => outcome === 'valid')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'already_checked_in')).toHaveLength(19);
    expect(workersOf(responses).size).toBe(2);
  }, 60_000);

  it('issues exactly the places there are when members on both workers take them at once', async () => {
    const event = await createEvent(db(), { capacity: 3 });
    const members: Agent[] = [];
    for (let index = 0; index < 8; index += 1) members.push(await member());
    const responses = await Promise.all(
      members.map((agent) => alone(submit(agent, 'post', `/events/${event.slug}/tickets`))),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(302));
    expect(await db().ticket.count({ where: { eventId: event.id, status: 'active' } })).toBe(3);
    expect(workersOf(responses).size).toBe(2);
  }, 60_000);

  it('brings a broadcast sent by either worker to the sockets held by both', async () => {
    const event = await createEvent(db(), { capacity: 10 });
    const sockets: Socket[] = [];
    const received = new Map<Socket, BroadcastMessage[]>();
    for (let index = 0; index < 4; index += 1) {
      const socket = connectClient(site.url, { transports: ['websocket'], forceNew: true, reconnection: false });
      await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('connect_error', reject));
      const ack = await new Promise<SubscribeAck>((resolve) =>
        socket.emit('subscribe', { channel: channelName.event(event.id) }, resolve),
      );
      expect(ack).toEqual({ ok: true });
      received.set(socket, []);
      socket.on('broadcast', (message: BroadcastMessage) => received.get(socket)!.push(message));
      sockets.push(socket);
    }
    // Each socket is held by one worker; a take answered by each worker broadcasts from each of them.
    const members: Agent[] = [];
    for (let index = 0; index < 4; index += 1) members.push(await member());
    const takes: Response[] = [];
    for (const agent of members) {
      if (workersOf(takes).size < 2) takes.push(await alone(submit(agent, 'post', `/events/${event.slug}/tickets`)));
    }
    expect(workersOf(takes).size).toBe(2);
    await expect
      .poll(() => sockets.map((socket) => received.get(socket)!.length))
      .toEqual(Array(sockets.length).fill(takes.length));
    for (const socket of sockets) socket.disconnect();
  }, 60_000);

  // Four sockets opened one after another, with no request between them, are dealt to the workers in turn,
  // so each worker holds two; the admin's change is answered by one, and the other's sockets must go too.
  it('drops on both workers the sockets of a door member whose role is taken away through one', async () => {
    const event = await createEvent(db());
    const door = await createUser(db(), { roles: ['door'] });
    const doorAgent = await signedIn(door.email);
    const channel = channelName.adminEvent(event.id);
    const sockets: Socket[] = [];
    for (let index = 0; index < 4; index += 1) {
      const socket = connectClient(site.url, { transports: ['websocket'], forceNew: true, reconnection: false });
      await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('connect_error', reject));
      sockets.push(socket);
    }
    const dropped: Promise<string>[] = [];
    for (const socket of sockets) {
      dropped.push(new Promise((resolve) => socket.once('disconnect', resolve)));
      const response = await alone(
        submit(doorAgent, 'post', '/broadcasting/auth', { socket_id: socket.id, channel_name: channel }),
      );
      expect(response.status).toBe(200);
    }
    // Managing members needs two-factor on (SPEC §14): the seeded admin gets the test secret.
    const seeded = await db().user.findUniqueOrThrow({ where: { email: 'admin@agora.test' }, select: { id: true } });
    if (!(await db().twoFactor.findUnique({ where: { userId: seeded.id } }))) await giveTwoFactor(db(), seeded.id);
    const admin = await signedIn('admin@agora.test', 'agora-admin');
    await alone(submit(admin, 'post', '/confirm-password', { password: 'agora-admin' })).expect(302);
    const revoked = await alone(
      submit(admin, 'put', `/admin/users/${door.id}`, { name: door.name, email: door.email, roles: [] }),
    );
    expect(revoked.status).toBe(303);
    expect(await Promise.all(dropped)).toEqual(Array(4).fill('io server disconnect'));
  }, 60_000);

  // A kept read is taken again after a second (FRESH_MS) anyway, so the reads that prove the write reached
  // the other worker's versions follow the reads that kept the page within that second.
  it('shows a post published through one worker on the next read from any worker', async () => {
    const admin = await signedIn('admin@agora.test', 'agora-admin');
    const title = `Published across workers ${randomUUID()}`;
    const post = await db().blogPost.create({ data: { title, slug: `across-${randomUUID()}`, body: 'Hello.' } });
    const kept = await inTurn(2, () => request(site.url).get('/blog'));
    expect(kept.map((response) => response.text.includes(title))).toEqual([false, false]);
    const published = await alone(submit(admin, 'post', '/admin/blog/bulk', { action: 'publish', ids: [post.id] }));
    expect(published.status).toBe(303);
    const after = await inTurn(10, () => request(site.url).get('/blog'));
    expect(after.map((response) => response.text.includes(title))).toEqual(Array(10).fill(true));
    expect(workersOf(after.slice(0, 2)).size).toBe(2);
  }, 60_000);

  it('counts login attempts across workers: the sixth guess is refused whichever worker takes it', async () => {
    const { email } = await createUser(db());
    const guest = request.agent(site.url);
    await guest.get('/login');
    const guess = () => submit(guest, 'post', '/login', { email, password: 'not the password' });
    const guesses = await inTurn(6, guess);
    expect(guesses.map((response) => response.status)).toEqual([303, 303, 303, 303, 303, 429]);
    expect(workersOf(guesses).size).toBe(2);
    const more = await inTurn(2, guess);
    expect(more.map((response) => response.status)).toEqual([429, 429]);
    expect(workersOf([...guesses, ...more]).size).toBe(2);
  }, 60_000);

  // Signing out gives the browser a new session; a request still carrying the old cookie (another tab,
  // or a copied cookie) must find the session ended on the other worker too.
  it('ends a session for both workers when the member signs out through one', async () => {
    const agent = await member();
    const cookies = agent.jar.getCookies({ domain: '127.0.0.1', path: '/', secure: false, script: false });
    const withOldCookie = () => request(site.url).get('/dashboard').set('Cookie', cookies.toValueString());
    const before = await inTurn(2, withOldCookie);
    expect(before.map((response) => response.status)).toEqual([200, 200]);
    expect(workersOf(before).size).toBe(2);
    expect((await alone(submit(agent, 'post', '/logout'))).status).toBe(302);
    const after = await inTurn(6, withOldCookie);
    expect(after.map((response) => response.headers.location)).toEqual(Array(6).fill('/login'));
    expect(workersOf(after.slice(0, 2)).size).toBe(2);
  }, 60_000);

  it('replaces a worker that dies, and stops cleanly on SIGTERM', async () => {
    const up = () => request(site.url).get('/up').timeout(5_000);
    const victim = Number([...workersOf(await inTurn(1, up))][0]);
    process.kill(victim, 'SIGKILL');
    // A connection handed to the worker as it died is lost with it; the test waits for its end first.
    await expect.poll(() => isRunning(victim)).toBe(false);
    await expect.poll(async () => workersOf(await inTurn(4, up)).size, { timeout: 20_000 }).toBe(2);
    expect(workersOf(await inTurn(4, up)).has(String(victim))).toBe(false);
    expect(await site.stop()).toBe(0);
  }, 60_000);
});
