// Browser sessions (SPEC §14): two cookie jars are two devices of one member, over real HTTP against the
// real app, on whichever session store the suite runs (the database's, or Redis with REDIS_URL).
import { Router } from 'express';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserSessionView } from '../../../common/types/settings.js';
import type { Realtime } from '../../../server/realtime/server.js';
import { createUser, DEFAULT_PASSWORD } from '../../support/factories.js';
import { confirmPassword, pageAt, submit, type Agent } from '../../support/member-session.js';
import { createTestApp, logIn } from '../../support/test-app.js';

const NOW = new Date('2026-06-15T10:00:00Z');
const clock = { now: NOW };

/**
 * A page that, once a request reached it (its session loaded), waits for the test to let it go, then
 * writes to the session as most submissions do (a flash): the request of a session ended meanwhile.
 */
function heldPage() {
  let arrived = () => {};
  let release = () => {};
  const arrival = new Promise<void>((resolve) => (arrived = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const router = Router();
  router.get('/probe/held', async (req, res) => {
    arrived();
    await released;
    req.session.intendedUrl = '/dashboard';
    res.send('done');
  });
  return { router, arrival, release };
}
const held = heldPage();
const testApp = await createTestApp({ clock, extraRoutes: [held.router] });
afterAll(() => testApp.close());
const { db } = testApp.context;

// The app reads `context.realtime` when it acts: a recorder stands in for the Socket.IO server
// (tests/server/realtime-revocation.test.ts proves the drop on real sockets).
const dropped: number[][] = [];
testApp.context.realtime = { dropMembers: (ids: Iterable<number>) => dropped.push([...ids]) } as unknown as Realtime;

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';
const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A browser of its own (a cookie jar sending one User-Agent) signed in as the member through the login form. */
async function device(email: string, userAgent: string): Promise<Agent> {
  const agent = request.agent(testApp.app).set('User-Agent', userAgent) as unknown as Agent;
  await agent.get('/login').expect(200);
  const response = await logIn(agent, email, DEFAULT_PASSWORD);
  expect(response.status).toBe(302);
  return agent;
}

/**
 * A member signed in on a laptop (Firefox on Windows), where they just confirmed their password, and a
 * phone (Safari on an iPhone).
 */
async function memberWithTwoDevices() {
  const user = await createUser(db);
  const laptop = await device(user.email, FIREFOX_WINDOWS);
  await confirmPassword(laptop);
  const phone = await device(user.email, SAFARI_IPHONE);
  return { user, laptop, phone };
}

async function sessionsSeenBy(agent: Agent): Promise<BrowserSessionView[]> {
  const page = await pageAt<{ sessions: BrowserSessionView[] }>(testApp, agent, '/settings/sessions');
  expect(page.component).toBe('settings/Sessions');
  return page.props.sessions;
}

const signedOut = async (agent: Agent) =>
  (await agent.get('/settings/sessions')).headers.location === '/login' &&
  (await agent.get('/dashboard')).headers.location === '/login';

const stillSignedIn = async (agent: Agent) => (await agent.get('/settings/sessions')).status === 200;

/** The session id inside the agent's signed cookie (`s:<sid>.<signature>`). */
function sessionIdOf(agent: Agent): string {
  const cookie = agent.jar.getCookie('agora_session', { domain: '127.0.0.1', path: '/', secure: false, script: false });
  return decodeURIComponent(cookie!.value).slice(2).split('.')[0]!;
}

describe('the list of browser sessions', () => {
  it("lists the member's devices with browser, system, address and times, marking this one", async () => {
    const { laptop } = await memberWithTwoDevices();
    const sessions = await sessionsSeenBy(laptop);

    expect(sessions).toHaveLength(2);
    const here = sessions.find((session) => session.current)!;
    const there = sessions.find((session) => !session.current)!;
    expect(here).toMatchObject({ browser: 'Firefox', os: 'Windows', kind: 'desktop' });
    expect(there).toMatchObject({ browser: 'Safari', os: 'iOS', kind: 'mobile' });
    for (const session of sessions) {
      expect(session.address).toMatch(/127\.0\.0\.1/);
      expect(session.signedInAt).toBe(NOW.toISOString());
      expect(session.lastSeenAt).toBe(NOW.toISOString());
    }
  });

  it('never shows a session id, only an opaque name for each session', async () => {
    const { laptop, phone } = await memberWithTwoDevices();
    const response = await laptop
      .get('/settings/sessions')
      .set({ 'X-Inertia': 'true', 'X-Inertia-Version': testApp.context.assets.version });
    expect(response.text).not.toContain(sessionIdOf(laptop));
    expect(response.text).not.toContain(sessionIdOf(phone));
  });

  it('moves "last seen" at most once a minute, and shows the address seen last', async () => {
    const { laptop, phone } = await memberWithTwoDevices();
    clock.now = new Date(NOW.getTime() + 30_000);
    await phone.get('/dashboard').expect(200);
    expect((await sessionsSeenBy(laptop)).find((session) => !session.current)!.lastSeenAt).toBe(NOW.toISOString());

    const later = new Date(NOW.getTime() + 61_000);
    clock.now = later;
    await phone.get('/dashboard').expect(200);
    const there = (await sessionsSeenBy(laptop)).find((session) => !session.current)!;
    expect(there.lastSeenAt).toBe(later.toISOString());
    expect(there.signedInAt).toBe(NOW.toISOString());
    clock.now = NOW;
  });

  it('does not list a session that signed out, and the other device sees only itself', async () => {
    const { laptop, phone } = await memberWithTwoDevices();
    await submit(phone, 'post', '/logout').expect(302);

    const sessions = await sessionsSeenBy(laptop);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ current: true, browser: 'Firefox' });
  });

  it('does not list the sessions a password change ended', async () => {
    const { laptop, phone } = await memberWithTwoDevices();
    await submit(laptop, 'put', '/settings/password', {
      current_password: DEFAULT_PASSWORD,
      password: 'a brand new secret',
      password_confirmation: 'a brand new secret',
    }).expect(303);

    expect(await signedOut(phone)).toBe(true);
    expect((await sessionsSeenBy(laptop)).map((session) => session.current)).toEqual([true]);
  });

  it("shows a member only their own sessions, never another member's", async () => {
    const { laptop } = await memberWithTwoDevices();
    const stranger = await createUser(db);
    await device(stranger.email, CHROME_LINUX);
    const sessions = await sessionsSeenBy(laptop);
    expect(sessions.map((session) => session.browser).sort()).toEqual(['Firefox', 'Safari']);
  });
});

describe('ending a session', () => {
  it('signs the ended device out on its next request and keeps this one signed in', async () => {
    const { user, laptop, phone } = await memberWithTwoDevices();
    const phoneSession = (await sessionsSeenBy(laptop)).find((session) => !session.current)!;
    dropped.length = 0;

    await submit(laptop, 'delete', `/settings/sessions/${phoneSession.id}`)
      .expect(303)
      .expect('Location', '/settings/sessions');

    const page = await pageAt<{ sessions: BrowserSessionView[] }>(testApp, laptop, '/settings/sessions');
    expect(await signedOut(phone)).toBe(true);
    expect(await stillSignedIn(laptop)).toBe(true);
    expect(page.flash.success).toBe('That device is signed out.');
    expect(page.props.sessions.map((session) => session.browser)).toEqual(['Firefox']);
    expect(await db.browserSession.count({ where: { userId: user.id } })).toBe(1);
    // The ended device's open pages lose the member's private channels (their sockets are dropped).
    expect(dropped).toEqual([[user.id]]);
  });

  it('keeps a session ended while a request of it was under way ended, though the request writes to it', async () => {
    const { laptop, phone } = await memberWithTwoDevices();
    const phoneSession = (await sessionsSeenBy(laptop)).find((session) => !session.current)!;
    const underWay = phone.get('/probe/held').then((response) => response.text);
    await held.arrival;

    await submit(laptop, 'delete', `/settings/sessions/${phoneSession.id}`).expect(303);
    held.release();

    expect(await underWay).toBe('done');
    expect(await signedOut(phone)).toBe(true);
    expect((await sessionsSeenBy(laptop)).map((session) => session.browser)).toEqual(['Firefox']);
  });

  it("answers 404 to a member naming another member's session, and nothing changes", async () => {
    const { laptop: attacker } = await memberWithTwoDevices();
    const { user: victim, laptop: victimLaptop, phone: victimPhone } = await memberWithTwoDevices();
    const victimSession = (await sessionsSeenBy(victimLaptop)).find((session) => !session.current)!;
    dropped.length = 0;

    const response = await submit(attacker, 'delete', `/settings/sessions/${victimSession.id}`);
    expect(response.status).toBe(404);
    expect(response.text).toContain('"status":404');

    expect(await stillSignedIn(victimPhone)).toBe(true);
    expect(await stillSignedIn(victimLaptop)).toBe(true);
    expect(await db.browserSession.count({ where: { userId: victim.id } })).toBe(2);
    expect(dropped).toEqual([]);
  });

  it('answers 404 to a session that does not exist', async () => {
    const { laptop } = await memberWithTwoDevices();
    await submit(laptop, 'delete', '/settings/sessions/no-such-session').expect(404);
  });

  it('refuses to end a session without the CSRF token (419), and the device stays signed in', async () => {
    const { laptop, phone } = await memberWithTwoDevices();
    const phoneSession = (await sessionsSeenBy(laptop)).find((session) => !session.current)!;

    const response = await laptop.delete(`/settings/sessions/${phoneSession.id}`).set('X-Inertia', 'true');
    expect(response.status).toBe(419);
    const everywhere = await laptop.delete('/settings/sessions').set('X-Inertia', 'true');
    expect(everywhere.status).toBe(419);

    expect(await stillSignedIn(phone)).toBe(true);
    expect(await sessionsSeenBy(laptop)).toHaveLength(2);
  });

  it('asks a guest to log in first', async () => {
    const { laptop } = await memberWithTwoDevices();
    const phoneSession = (await sessionsSeenBy(laptop)).find((session) => !session.current)!;
    await request(testApp.app).get('/settings/sessions').expect(302).expect('Location', '/login');
    const guest = request.agent(testApp.app);
    await guest.get('/login');
    await submit(guest as unknown as Agent, 'delete', `/settings/sessions/${phoneSession.id}`)
      .expect(303)
      .expect('Location', '/login');
    expect(await sessionsSeenBy(laptop)).toHaveLength(2);
  });

  it('does not end the session making the request: that is what logging out is for', async () => {
    const { laptop } = await memberWithTwoDevices();
    const here = (await sessionsSeenBy(laptop)).find((session) => session.current)!;
    await submit(laptop, 'delete', `/settings/sessions/${here.id}`).expect(303);
    const page = await pageAt(testApp, laptop, '/settings/sessions');
    expect(page.flash.error).toMatch(/log out/);
    expect(await stillSignedIn(laptop)).toBe(true);
  });

  it('signs out every other device at once, keeping this one', async () => {
    const { user, laptop, phone } = await memberWithTwoDevices();
    const desktop = await device(user.email, CHROME_LINUX);
    expect(await sessionsSeenBy(laptop)).toHaveLength(3);
    dropped.length = 0;

    await submit(laptop, 'delete', '/settings/sessions').expect(303).expect('Location', '/settings/sessions');

    expect(await signedOut(phone)).toBe(true);
    expect(await signedOut(desktop)).toBe(true);
    expect(await stillSignedIn(laptop)).toBe(true);
    expect((await sessionsSeenBy(laptop)).map((session) => session.browser)).toEqual(['Firefox']);
    expect(dropped).toEqual([[user.id]]);
  });

  it('asks for the password first, so a stolen session cannot sign its owner out', async () => {
    const { user, laptop } = await memberWithTwoDevices();
    const thief = await device(user.email, CHROME_LINUX);
    const laptopSession = (await sessionsSeenBy(thief)).find((session) => session.browser === 'Firefox')!;
    dropped.length = 0;

    for (const [method, path] of [
      ['delete', `/settings/sessions/${laptopSession.id}`],
      ['delete', '/settings/sessions'],
    ] as const) {
      await submit(thief, method, path, {}, '/settings/sessions').expect(303).expect('Location', '/confirm-password');
    }
    expect(await stillSignedIn(laptop)).toBe(true);
    expect(await sessionsSeenBy(laptop)).toHaveLength(3);
    expect(dropped).toEqual([]);

    // Confirmed, the member is brought back to the list and ends the session there.
    await confirmPassword(thief);
    await submit(thief, 'delete', `/settings/sessions/${laptopSession.id}`).expect(303);
    expect(await signedOut(laptop)).toBe(true);
  });

  it('limits how fast a member ends sessions (429)', async () => {
    const { laptop } = await memberWithTwoDevices();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await submit(laptop, 'delete', '/settings/sessions/no-such-session').expect(404);
    }
    await submit(laptop, 'delete', '/settings/sessions/no-such-session').expect(429);
  });
});

describe('what is kept of browser sessions', () => {
  it("puts the member's sessions in their data export: device, address and times, no session id", async () => {
    const { laptop, phone } = await memberWithTwoDevices();
    const response = await laptop.get('/settings/profile/export').expect(200);
    const data = JSON.parse(response.text) as { browserSessions: Record<string, unknown>[] };
    expect(data.browserSessions).toHaveLength(2);
    expect(data.browserSessions[0]).toMatchObject({
      browser: 'Firefox',
      os: 'Windows',
      userAgent: FIREFOX_WINDOWS,
      signedInAt: NOW.toISOString(),
      lastSeenAt: NOW.toISOString(),
    });
    expect(data.browserSessions[0]!.address).toMatch(/127\.0\.0\.1/);
    expect(response.text).not.toContain(sessionIdOf(laptop));
    expect(response.text).not.toContain(sessionIdOf(phone));
  });

  it('removes every row of a member who deletes their account', async () => {
    const { user, laptop, phone } = await memberWithTwoDevices();
    await submit(laptop, 'post', '/confirm-password', { password: DEFAULT_PASSWORD }).expect(302);
    await submit(laptop, 'delete', '/settings/profile', { password: DEFAULT_PASSWORD }).expect(303);
    expect(await db.browserSession.count({ where: { userId: user.id } })).toBe(0);
    expect(await signedOut(phone)).toBe(true);
  });

  it('lists a session signed in before rows were kept, from its next request', async () => {
    const { user, laptop, phone } = await memberWithTwoDevices();
    await db.browserSession.deleteMany({ where: { userId: user.id } });
    clock.now = new Date(NOW.getTime() + 5 * 60_000);
    await phone.get('/dashboard').expect(200);
    expect(await sessionsSeenBy(laptop)).toHaveLength(2);
    clock.now = NOW;
  });

  it('forgets, at the minute tick, sessions that expired and devices unseen for 31 days, of members who never return', async () => {
    const { user: gone } = await memberWithTwoDevices();
    const expiry = (days: number) => new Date(NOW.getTime() + days * 24 * 60 * 60 * 1000);
    // What the database store keeps (with Redis, keys expire by themselves): a registration left half-way.
    await db.session.create({ data: { sid: `expired-${gone.id}`, data: '{"registration":{}}', expiresAt: expiry(1) } });
    await db.session.create({ data: { sid: `alive-${gone.id}`, data: '{}', expiresAt: expiry(40) } });
    clock.now = expiry(32);
    try {
      const { user: back } = await memberWithTwoDevices();
      await testApp.tick();
      expect(await db.session.count({ where: { sid: `expired-${gone.id}` } })).toBe(0);
      expect(await db.session.count({ where: { sid: `alive-${gone.id}` } })).toBe(1);
      expect(await db.browserSession.count({ where: { userId: gone.id } })).toBe(0);
      expect(await db.browserSession.count({ where: { userId: back.id } })).toBe(2);
    } finally {
      clock.now = NOW;
    }
  });
});
