import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD } from '../../support/factories.js';
import { createTestApp } from '../../support/test-app.js';
import { confirmPassword, signedInWith, submit } from './support.js';

// Its own app: the count of admins must be exactly the two below.
const testApp = await createTestApp();
afterAll(() => testApp.close());

describe('the last admin, under concurrent demotions', () => {
  it('keeps one admin when two admins take the role from each other at the same moment', async () => {
    const first = await signedInWith(testApp, ['admin']);
    const second = await signedInWith(testApp, ['admin']);
    await confirmPassword(first.agent);
    await confirmPassword(second.agent);

    await Promise.all([
      submit(
        first.agent,
        'put',
        `/admin/users/${second.user.id}`,
        { name: second.user.name, email: second.user.email, roles: [] },
        `/admin/users/${second.user.id}/edit`,
      ),
      submit(
        second.agent,
        'put',
        `/admin/users/${first.user.id}`,
        { name: first.user.name, email: first.user.email, roles: [] },
        `/admin/users/${first.user.id}/edit`,
      ),
    ]);

    expect(await activeAdmins()).toBe(1);
  });

  it('keeps one admin when the last two admins delete their accounts at the same moment', async () => {
    const { db } = testApp.context;
    await db.userRole.deleteMany({ where: { role: { name: 'admin' } } });
    const admins = [await signedInWith(testApp, ['admin']), await signedInWith(testApp, ['admin'])];
    for (const { agent } of admins) await confirmPassword(agent);

    await Promise.all(
      admins.map(({ agent }) =>
        submit(agent, 'delete', '/settings/profile', { password: DEFAULT_PASSWORD }, '/settings/profile'),
      ),
    );

    expect(await activeAdmins()).toBe(1);
    expect(await db.user.count({ where: { id: { in: admins.map(({ user }) => user.id) }, deletedAt: null } })).toBe(1);
  });
});

function activeAdmins() {
  return testApp.context.db.user.count({ where: { deletedAt: null, roles: { some: { role: { name: 'admin' } } } } });
}
