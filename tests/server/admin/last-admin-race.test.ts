import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/test-app.js';
import { confirmPassword, signedInWith, submit } from './support.js';

// Its own app: the count of admins must be exactly the two below.
const testApp = await createTestApp();
afterAll(() => testApp.close());

describe('the last admin, under concurrent demotions', () => {
  it('keeps one admin when two admins take the role from each other at the same moment', async () => {
    const { db } = testApp.context;
    const first = await signedInWith(testApp, ['admin']);
    const second = await signedInWith(testApp, ['admin']);
    await confirmPassword(first.agent);
    await confirmPassword(second.agent);

    await Promise.all([
      submit(first.agent, 'put', `/admin/users/${second.user.id}`, { name: second.user.name, email: second.user.email, roles: [] }, `/admin/users/${second.user.id}/edit`),
      submit(second.agent, 'put', `/admin/users/${first.user.id}`, { name: first.user.name, email: first.user.email, roles: [] }, `/admin/users/${first.user.id}/edit`),
    ]);

    const admins = await db.user.count({ where: { roles: { some: { role: { name: 'admin' } } } } });
    expect(admins).toBe(1);
  });
});
