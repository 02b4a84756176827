// Delegated admins (users.manage only, roles.manage only, both) walk every state-changing route they may
// use, with their password confirmed, aiming each at every record id there is and sending the bodies an
// attacker would try. Afterwards nobody holds, and no role grants, a permission the persona lacked that it
// did not hold before, and no member holding such a permission was changed (issue 10).
import { Router } from 'express';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../common/permissions.js';
import type { GuardRule } from '../../common/routes/route.js';
import type { Database } from '../../server/db.js';
import { appRoutes, routeKey, type AppRoute } from '../support/app-routes.js';
import { createRoleWith, createUser } from '../support/factories.js';
import { inertiaHeaders } from '../support/inertia-request.js';
import { createTestApp, xsrfToken, type TestApp } from '../support/test-app.js';

const ATTACKER_EMAIL = 'attacker@evil.test';

/** Test-only sign-in with a fresh password confirmation, so the walk reaches past every guard it may pass. */
function confirmedSignInProbe(app: () => TestApp): Router {
  const router = Router();
  router.get('/__test/confirmed-sign-in/:id', async (req, res) => {
    req.session.userId = Number(req.params.id);
    // The member's current session version: "sign out everywhere else", walked earlier, raises it.
    const member = await app().context.db.user.findUnique({ where: { id: req.session.userId } });
    req.session.sessionVersion = member?.sessionVersion ?? 0;
    req.session.passwordConfirmedAt = Date.now();
    res.status(204).end();
  });
  return router;
}

const passes = (guards: readonly GuardRule[], permissions: readonly string[]) =>
  guards.every(
    (guard) =>
      guard.kind === 'auth' ||
      guard.kind === 'verified' ||
      ((guard.kind === 'permission' || guard.kind === 'door') &&
        guard.anyOf.some((name) => permissions.includes(name))),
  );

/** Every member's permissions as their roles grant them (admin: all), and every role's. */
async function permissionMap(db: Database) {
  const all = (await db.permission.findMany({ select: { name: true } })).map(({ name }) => name);
  const roles = await db.role.findMany({
    select: { name: true, permissions: { select: { permission: { select: { name: true } } } } },
  });
  const byRole = new Map(
    roles.map((role) => [
      role.name,
      role.name === 'admin' ? all : role.permissions.map(({ permission }) => permission.name),
    ]),
  );
  const users = await db.user.findMany({
    select: {
      id: true,
      name: true,
      email: true,
      pendingEmail: true,
      roles: { select: { role: { select: { name: true } } } },
    },
  });
  const byUser = new Map(
    users.map((user) => [user.id, new Set(user.roles.flatMap(({ role }) => byRole.get(role.name) ?? []))]),
  );
  return { byRole, byUser, users };
}

const difference = (a: Iterable<string>, b: Iterable<string>) => {
  const other = new Set(b);
  return [...a].filter((name) => !other.has(name));
};

/** The bodies an attacker tries, shaped for the record the id names where that helps. */
function attackBodies(
  record: { roleName?: string; user?: { name: string; email: string; roles: string[] } },
  roleNames: string[],
  permissionNames: string[],
) {
  const user = record.user ?? { name: 'Kept', email: ATTACKER_EMAIL, roles: [] };
  return [
    {},
    { roles: ['admin'] },
    { permissions: permissionNames },
    { name: 'Taken Over', email: ATTACKER_EMAIL, roles: roleNames },
    { name: user.name, email: user.email, roles: roleNames },
    // Roles left as they are: only the name, or only the address, changes.
    { name: 'Taken Over', email: user.email, roles: user.roles },
    { name: user.name, email: ATTACKER_EMAIL, roles: user.roles },
    { name: record.roleName ?? 'escalated', description: 'escalated', permissions: permissionNames },
  ];
}

const DELEGATED: string[][] = [
  [PERMISSIONS.usersManage],
  [PERMISSIONS.rolesManage],
  [PERMISSIONS.usersManage, PERMISSIONS.rolesManage],
];

describe.each(DELEGATED.map((permissions) => [permissions.join(' + '), permissions] as const))(
  'a delegated admin holding %s',
  (_label, permissions) => {
    let testApp: TestApp;
    afterAll(() => testApp?.close());

    it('walks every route it may use and ends up holding, granting and changing nothing beyond its permissions', async () => {
      const probe = confirmedSignInProbe(() => testApp);
      testApp = await createTestApp({ extraRoutes: [probe] });
      const { db } = testApp.context;
      await createRoleWith(db, 'delegated', permissions);
      await createRoleWith(db, 'scanners', [PERMISSIONS.ticketsScan]);
      const persona = await createUser(db, { roles: ['delegated'] });
      const admin = await createUser(db, { roles: ['admin'] });
      await createUser(db, { roles: ['event-manager'] });
      await createUser(db);
      const before = await permissionMap(db);
      const roleNames = [...before.byRole.keys()];
      const permissionNames = (await db.permission.findMany({ select: { name: true } })).map(({ name }) => name);
      const ids = [
        ...new Set([
          ...before.users.map(({ id }) => id),
          ...(await db.role.findMany({ select: { id: true } })).map(({ id }) => id),
          ...(await db.permission.findMany({ select: { id: true } })).map(({ id }) => id),
        ]),
      ];

      const routes = appRoutes(testApp.app, [probe]).filter(
        (route) => route.method !== 'get' && passes(route.guards, permissions),
      );
      expect(routes.map(routeKey)).toEqual(
        expect.arrayContaining(
          permissions.includes(PERMISSIONS.usersManage) ? ['PUT /admin/users/:id'] : ['PUT /admin/roles/:id'],
        ),
      );
      const failures: string[] = [];
      for (const route of routes as AppRoute[]) {
        for (const id of route.path.includes(':') ? ids : [0]) {
          const url = route.path.replace(/:(\w+)/g, String(id));
          const record = {
            roleName: (await db.role.findUnique({ where: { id }, select: { name: true } }))?.name,
            user:
              (await db.user
                .findUnique({
                  where: { id },
                  select: { name: true, email: true, roles: { select: { role: { select: { name: true } } } } },
                })
                .then((user) => user && { ...user, roles: user.roles.map(({ role }) => role.name) })) ?? undefined,
          };
          for (const body of attackBodies(record, roleNames, permissionNames)) {
            const agent = request.agent(testApp.app);
            await agent.get(`/__test/confirmed-sign-in/${persona.id}`).expect(204);
            const method = route.method as 'post' | 'put' | 'patch' | 'delete';
            const response = await agent[method](url)
              .set(inertiaHeaders({ version: testApp.context.assets.version }))
              .set('X-XSRF-TOKEN', xsrfToken(agent))
              .send(body);
            if (response.status >= 500)
              failures.push(`${method.toUpperCase()} ${url} ${JSON.stringify(body)} answered ${response.status}`);
          }
        }
      }
      expect(failures).toEqual([]);

      const after = await permissionMap(db);
      expect([...(after.byUser.get(persona.id) ?? [])].filter((name) => !permissions.includes(name))).toEqual([]);
      for (const [userId, held] of after.byUser) {
        const was = before.byUser.get(userId) ?? new Set<string>();
        const changed = [...difference(held, was), ...difference(was, held)];
        expect(
          difference(changed, permissions),
          `member ${userId} gained or lost a permission the persona lacks`,
        ).toEqual([]);
      }
      for (const [role, held] of after.byRole) {
        const was = before.byRole.get(role) ?? [];
        expect(
          difference([...difference(held, was), ...difference(was, held)], permissions),
          `role ${role} changed beyond the persona's permissions`,
        ).toEqual([]);
      }
      for (const user of before.users.filter(
        ({ id }) => difference(before.byUser.get(id) ?? [], permissions).length > 0,
      )) {
        expect(
          after.users.find(({ id }) => id === user.id),
          `member ${user.id} holds permissions the persona lacks`,
        ).toEqual(user);
      }
      expect(after.users.find(({ id }) => id === admin.id)?.email).toBe(
        before.users.find(({ id }) => id === admin.id)?.email,
      );
      expect(
        (await testApp.mailbox()).filter((mail) => mail.to === ATTACKER_EMAIL && mail.text.includes(admin.name)),
      ).toEqual([]);
      // Hundreds of requests, each signing in afresh: about 20 s alone, more on a machine that is busy.
    }, 120_000);
  },
);
