// Walks every route the app mounts (read from its router, not from a list) as a guest, as a member
// without permissions and as a member holding each single built-in permission, and checks the outcome
// each route's guards promise. A route without a guard must be listed as public below, or this fails.
import express, { Router, type Express } from 'express';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BUILT_IN_PERMISSIONS,
  PERMISSIONS,
  TWO_FACTOR_PERMISSIONS,
  type PermissionName,
} from '../../common/permissions.js';
import type { GuardRule } from '../../common/routes/route.js';
import { protectAndExpose } from '../../server/http/csrf.js';
import { appRoutes, routeKey, type AppRoute } from '../support/app-routes.js';
import { createRoleWith, createUser } from '../support/factories.js';
import { inertiaHeaders } from '../support/inertia-request.js';
import { createTestApp, xsrfToken } from '../support/test-app.js';

/** Routes anyone may use, on purpose. Everything else must carry a guard. */
const PUBLIC_ROUTES = new Set([
  'GET /',
  'GET /up',
  'GET /events',
  'GET /events/:slug',
  'GET /events.ics',
  'GET /events/:slug/calendar.ics',
  // The secret token in the URL is the member's key: calendar apps subscribe without a session.
  'GET /calendar/:token.ics',
  'GET /blog',
  'GET /blog/rss.xml',
  'GET /blog/:slug',
  'GET /blog/tag/:slug',
  'GET /blog/tag/:slug/rss.xml',
  'GET /sitemap.xml',
  'GET /locations',
  'GET /locations/:slug',
  // The guardian's consent pages: no account, the link's unguessable token is the authority (SPEC §10).
  'GET /guardian-consent/:token',
  'POST /guardian-consent/:token',
  'GET /guardian-consent/:token/revoke',
  'POST /guardian-consent/:token/revoke',
  // A door invitation's link (SPEC §11): the token is the key, checked by the handler.
  'GET /door/:token',
  'POST /door/:token',
]);

/** The permission each admin area needs (SPEC §2); a route under /admin outside these areas fails. */
const ADMIN_AREAS: Record<string, PermissionName> = {
  '/admin/blog': PERMISSIONS.blogManage,
  '/admin/events': PERMISSIONS.eventsManage,
  '/admin/locations': PERMISSIONS.locationsManage,
  '/admin/post-codes': PERMISSIONS.locationsManage,
  '/admin/permissions': PERMISSIONS.rolesManage,
  '/admin/roles': PERMISSIONS.rolesManage,
  '/admin/users': PERMISSIONS.usersManage,
  '/admin/jobs': PERMISSIONS.systemManage,
  '/admin/audit': PERMISSIONS.auditView,
};

/** A value for each URL parameter: no such record, so a request that passes its guards ends in a 404 at worst. */
const PLACEHOLDER = '999999';

interface Persona {
  label: string;
  userId: number | null;
  permissions: readonly string[];
  /** Signed-in personas have a verified address unless this says otherwise. */
  unverified?: boolean;
  /** Two-factor sign-in off: the permissions that need it do not act (SPEC §14). */
  twoFactorOff?: boolean;
}

type Outcome = 'login' | 'forbidden' | 'two-factor-setup' | 'signed-in-redirect' | 'verify-notice' | 'allowed';

function expectedOutcome(guards: readonly GuardRule[], persona: Persona): Outcome {
  for (const guard of guards) {
    if (guard.kind === 'guest' && persona.userId !== null) return 'signed-in-redirect';
    if (guard.kind !== 'guest' && persona.userId === null) return 'login';
    if (guard.kind === 'unverified' && !persona.unverified) return 'signed-in-redirect';
    if (guard.kind === 'verified' && persona.unverified) return 'verify-notice';
    // Permissions act only for a verified address (issue 10): an unverified admin holds none.
    const holds = persona.unverified ? [] : persona.permissions;
    if ((guard.kind === 'permission' || guard.kind === 'door') && !guard.anyOf.some((name) => holds.includes(name)))
      return 'forbidden';
    // Held, but usable only with two-factor on: sent to turn it on.
    const usable = persona.twoFactorOff ? holds.filter((name) => !TWO_FACTOR_NAMES.has(name)) : holds;
    if ((guard.kind === 'permission' || guard.kind === 'door') && !guard.anyOf.some((name) => usable.includes(name)))
      return 'two-factor-setup';
  }
  return 'allowed';
}

const TWO_FACTOR_NAMES = new Set<string>(TWO_FACTOR_PERMISSIONS);

const TWO_FACTOR_CHALLENGE = new Set(['GET /two-factor-challenge', 'POST /two-factor-challenge']);

const isRedirectTo = (response: request.Response, url: string) =>
  response.status >= 300 && response.status < 400 && response.headers.location === url;

/** Whether the answer is the outcome the guards promise. */
function answers(response: request.Response, outcome: Outcome): boolean {
  switch (outcome) {
    case 'login':
      return isRedirectTo(response, '/login');
    case 'signed-in-redirect':
      return isRedirectTo(response, '/dashboard');
    case 'verify-notice':
      return isRedirectTo(response, '/verify-email');
    case 'two-factor-setup':
      return isRedirectTo(response, '/settings/two-factor');
    case 'forbidden':
      return response.status === 403 && response.body?.component === 'Error';
    case 'allowed':
      // Past the guards: a page, any redirect but to the login (validation, password confirmation, "already
      // verified"…), a 404 for the placeholder id, or a JSON API's 422 for the empty body it was sent.
      return (
        !isRedirectTo(response, '/login') &&
        (response.status < 400 ||
          response.status === 404 ||
          (response.status === 422 && response.type === 'application/json'))
      );
  }
}

/**
 * Test-only sign-in: puts a user in a fresh session without the login form, so each request starts
 * clean, and hands out the CSRF token as a page with a form does (not counted per address: the walk signs in
 * hundreds of times from one).
 */
function signInProbe(): Router {
  const router = Router();
  router.get('/__test/sign-in/:id', protectAndExpose, async (req, res) => {
    if (req.params.id !== 'guest') {
      req.session.userId = Number(req.params.id);
      // The member's current session version: "sign out everywhere else", walked earlier, raises it.
      const member = await testApp.context.db.user.findUnique({ where: { id: req.session.userId } });
      req.session.sessionVersion = member?.sessionVersion ?? 0;
    }
    // A password confirmed just now, so routes behind the confirmation reach their handlers.
    if (req.query.confirmed) req.session.passwordConfirmedAt = Date.now();
    // A door invitation opened in this browser (SPEC §11), as `invitationId:eventId`.
    if (typeof req.query.door === 'string') {
      const [invitationId = 0, eventId = 0] = req.query.door.split(':').map(Number);
      req.session.doorPass = { invitationId, eventId, name: 'Walked Volunteer' };
    }
    res.status(204).end();
  });
  return router;
}

/** Routes that do not say who may use them: no guard and not listed as public. */
export function unguardedRoutes(routes: readonly AppRoute[]): string[] {
  return routes.filter((route) => route.guards.length === 0 && !PUBLIC_ROUTES.has(routeKey(route))).map(routeKey);
}

const probe = signInProbe();
const testApp = await createTestApp({ extraRoutes: [probe] });
afterAll(() => testApp.close());
const routes = appRoutes(testApp.app, [probe]);

const { db } = testApp.context;
const personas: Persona[] = [
  { label: 'a guest', userId: null, permissions: [] },
  { label: 'a member without permissions', userId: (await createUser(db)).id, permissions: [] },
];
for (const permission of BUILT_IN_PERMISSIONS) {
  await createRoleWith(db, `only-${permission.replace('.', '-')}`, [permission]);
  const member = await createUser(db, { roles: [`only-${permission.replace('.', '-')}`] });
  personas.push({ label: `a member holding ${permission}`, userId: member.id, permissions: [permission] });
}
// Delegated admins: a role holding only some administrative permissions (issue 10).
for (const permissions of [[PERMISSIONS.usersManage, PERMISSIONS.rolesManage]]) {
  const role = `delegated-${permissions.join('-').replaceAll('.', '-')}`;
  await createRoleWith(db, role, permissions);
  personas.push({
    label: `a delegated admin holding ${permissions.join(' + ')}`,
    userId: (await createUser(db, { roles: [role] })).id,
    permissions,
  });
}
// Staff whose permissions need two-factor sign-in but who have not turned it on (SPEC §14).
for (const permission of TWO_FACTOR_PERMISSIONS) {
  const member = await createUser(db, { roles: [`only-${permission.replace('.', '-')}`], twoFactor: false });
  personas.push({
    label: `a member holding ${permission} without two-factor`,
    userId: member.id,
    permissions: [permission],
    twoFactorOff: true,
  });
}
// A guardian (SPEC §10): a member whose account acts for a child they manage, and for nobody else.
async function familyWithChild() {
  const guardian = await createUser(db);
  const child = await createUser(db, { name: 'Walked Child' });
  await db.user.update({ where: { id: child.id }, data: { managed: true } });
  await db.guardian.create({
    data: {
      userId: child.id,
      accountId: guardian.id,
      name: guardian.name,
      email: guardian.email,
      phone: '+31612345678',
      relationship: 'parent',
      consentState: 'confirmed',
    },
  });
  const collector = await db.authorisedAdult.create({
    data: { childId: child.id, name: 'Aunt', phone: '+31612345679', relationship: 'aunt' },
  });
  return { guardian, child, collector };
}
const family = await familyWithChild();
const otherFamily = await familyWithChild();
personas.push({ label: 'a guardian of a managed child', userId: family.guardian.id, permissions: [] });
personas.push({
  label: 'an admin whose address is not verified',
  userId: (await createUser(db, { roles: ['admin'], verified: false })).id,
  permissions: BUILT_IN_PERMISSIONS,
  unverified: true,
});

async function requestAs(app: Express, persona: Persona, route: AppRoute) {
  const agent = request.agent(app);
  await agent.get(`/__test/sign-in/${persona.userId ?? 'guest'}`).expect(204);
  const url = route.path.replace(/:(\w+)/g, PLACEHOLDER);
  const call = agent[route.method as 'get' | 'post' | 'put' | 'patch' | 'delete'](url).set(
    inertiaHeaders({ version: testApp.context.assets.version }),
  );
  return route.method === 'get' ? call : call.set('X-XSRF-TOKEN', xsrfToken(agent)).send({});
}

describe('route authorization', () => {
  it('finds the routes of every feature, nested routers included', () => {
    const keys = routes.map(routeKey);
    expect(keys).toEqual(
      expect.arrayContaining(['GET /', 'GET /login', 'POST /logout', 'GET /admin/roles', 'PUT /admin/users/:id']),
    );
    expect(keys).not.toContain('GET /__test/sign-in/:id');
  });

  it('finds no route without a guard except the listed public ones', () => {
    expect(unguardedRoutes(routes)).toEqual([]);
  });

  it('lists only public routes that exist', () => {
    const keys = new Set(routes.map(routeKey));
    expect([...PUBLIC_ROUTES].filter((key) => !keys.has(key))).toEqual([]);
  });

  it('finds every guard in front of its handler', () => {
    expect(routes.filter((route) => route.lateGuards.length > 0).map(routeKey)).toEqual([]);
  });

  it('guards each admin area with the permission SPEC §2 gives it', () => {
    const wrong = routes
      .filter((route) => route.path.startsWith('/admin/'))
      .filter((route) => {
        const area = Object.entries(ADMIN_AREAS).find(
          ([prefix]) => route.path === prefix || route.path.startsWith(`${prefix}/`),
        );
        const permissions = route.guards.flatMap((guard) =>
          guard.kind === 'permission' || guard.kind === 'door' ? guard.anyOf : [],
        );
        return !area || !permissions.includes(area[1]);
      });
    expect(wrong.map(routeKey)).toEqual([]);
    const home = routes.find((route) => routeKey(route) === 'GET /admin');
    expect(home?.guards).toEqual([{ kind: 'permission', anyOf: BUILT_IN_PERMISSIONS }]);
  });

  it('lets door staff (tickets.scan) use the scanner page and its scan API', () => {
    const door = routes.filter((route) => /^\/admin\/events\/:id\/(scanner|scans)(\/|$)/.test(route.path));
    expect(door.map(routeKey)).toEqual(
      expect.arrayContaining([
        'GET /admin/events/:id/scanner',
        'POST /admin/events/:id/scans',
        'POST /admin/events/:id/scans/sync',
      ]),
    );
    const withoutScan = door.filter(
      (route) =>
        !route.guards.some(
          (guard) =>
            (guard.kind === 'permission' || guard.kind === 'door') && guard.anyOf.includes(PERMISSIONS.ticketsScan),
        ),
    );
    expect(withoutScan.map(routeKey)).toEqual([]);
  });

  it('fails for a route added without a guard, even in a nested router', () => {
    const admin = Router();
    admin.get('/reports', (_req, res) => res.send('secret'));
    const feature = Router();
    feature.use('/admin', admin);
    const app = express();
    app.use(feature);
    expect(unguardedRoutes(appRoutes(app))).toEqual(['GET /admin/reports']);
  });

  it('lets a guardian reach only their own children, on every route that names a child', async () => {
    const childRoutes = routes.filter((route) => route.path.includes(':child'));
    expect(childRoutes.length).toBeGreaterThanOrEqual(8);
    const before = JSON.stringify(
      await db.user.findUnique({
        where: { id: otherFamily.child.id },
        include: { guardians: true, authorisedAdults: true, careInfo: true },
      }),
    );
    for (const route of childRoutes) {
      const path = (target: typeof family) =>
        route.path.replace(':child', String(target.child.id)).replace(':collector', String(target.collector.id));
      const agent = request.agent(testApp.app);
      await agent.get(`/__test/sign-in/${family.guardian.id}?confirmed=1`).expect(204);
      const call = agent[route.method as 'get' | 'post' | 'put' | 'delete'](path(otherFamily)).set(
        inertiaHeaders({ version: testApp.context.assets.version }),
      );
      const response = await (route.method === 'get' ? call : call.set('X-XSRF-TOKEN', xsrfToken(agent)).send({}));
      expect(response.status, `${routeKey(route)} with another family's child`).toBe(404);
    }
    const after = JSON.stringify(
      await db.user.findUnique({
        where: { id: otherFamily.child.id },
        include: { guardians: true, authorisedAdults: true, careInfo: true },
      }),
    );
    expect(after).toBe(before);
  });

  it("lets a door volunteer reach only the door of their invitation's event, on every route", async () => {
    const hour = 60 * 60 * 1000;
    const event = await db.event.create({
      data: {
        title: 'Walked door',
        slug: `walked-door-${Date.now()}`,
        startsAt: new Date(Date.now() + hour),
        endsAt: new Date(Date.now() + 2 * hour),
        status: 'published',
      },
    });
    const invitation = await db.doorInvitation.create({
      data: {
        eventId: event.id,
        tokenHash: 'walked'.padEnd(64, '0'),
        label: 'Walked volunteers',
        opensAt: new Date(Date.now() - hour),
        closesAt: new Date(Date.now() + hour),
        // Made by a manager: an invitation lasts only while its maker may manage events.
        createdById: personas.find(({ permissions }) => permissions.includes(PERMISSIONS.eventsManage))!.userId!,
      },
    });
    const reached = async (eventId: number) => {
      const found: string[] = [];
      for (const route of routes.filter((each) => each.guards.some((guard) => guard.kind !== 'guest'))) {
        const agent = request.agent(testApp.app);
        await agent.get(`/__test/sign-in/guest?door=${invitation.id}:${event.id}`).expect(204);
        const url = route.path.replace(':id', String(eventId)).replace(/:(\w+)/g, PLACEHOLDER);
        const call = agent[route.method as 'get' | 'post' | 'put' | 'patch' | 'delete'](url).set(
          inertiaHeaders({ version: testApp.context.assets.version }),
        );
        const response = await (route.method === 'get' ? call : call.set('X-XSRF-TOKEN', xsrfToken(agent)).send({}));
        if (!isRedirectTo(response, '/login')) found.push(routeKey(route));
      }
      return found;
    };
    const doorRoutes = routes.filter((route) => route.guards.some((guard) => guard.kind === 'door')).map(routeKey);
    expect(doorRoutes.length).toBeGreaterThanOrEqual(5);
    expect(await reached(event.id)).toEqual(doorRoutes);
    expect(await reached(event.id + 1)).toEqual([]);
  });

  describe.each(routes.map((route) => [routeKey(route), route] as const))('%s', (_key, route) => {
    it.each(personas.map((persona) => [persona.label, persona] as const))('as %s', async (_label, persona) => {
      const expected = route.guards.length === 0 ? 'allowed' : expectedOutcome(route.guards, persona);
      const response = await requestAs(testApp.app, persona, route);
      // The second step of signing in lets a guest through to its handler, which sends anyone who has not
      // just given a right password back to the login.
      if (expected === 'allowed' && TWO_FACTOR_CHALLENGE.has(routeKey(route))) {
        expect(isRedirectTo(response, '/login')).toBe(true);
        return;
      }
      const answer = `${response.status} ${response.headers.location ?? response.body?.component ?? ''}`;
      expect(answers(response, expected), `${routeKey(route)} should be ${expected}, answered ${answer}`).toBe(true);
    });
  });
});
