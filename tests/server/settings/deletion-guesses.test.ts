// Deleting the account asks for the password again, and judges it: like the password change and the
// password confirmation, it must not let whoever holds a session (one the member confirmed within the
// last 3 hours, then left open or had stolen) try password after password.
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD } from '../../support/factories.js';
import { confirmPassword } from '../../support/member-session.js';
import { createTestApp } from '../../support/test-app.js';
import { signedInMember, submit } from './support.js';

const testApp = await createTestApp();
afterAll(() => testApp.close());

const deletedAt = async (id: number) =>
  (await testApp.context.db.user.findUniqueOrThrow({ where: { id }, select: { deletedAt: true } })).deletedAt;

describe('password guesses through account deletion', () => {
  it('are refused after 6 a minute, counted with the password change', async () => {
    const { member, agent } = await signedInMember(testApp);
    await confirmPassword(agent);
    for (let guess = 0; guess < 4; guess += 1)
      await submit(agent, 'delete', '/settings/profile', { password: `guess ${guess}` }, '/settings/profile')
        .expect(303)
        .expect('Location', '/settings/profile');
    const wrongChange = {
      current_password: 'guess 4',
      password: 'a new secret',
      password_confirmation: 'a new secret',
    };
    for (let guess = 0; guess < 2; guess += 1)
      await submit(agent, 'put', '/settings/password', wrongChange, '/settings/password').expect(303);

    const refused = await submit(agent, 'delete', '/settings/profile', { password: DEFAULT_PASSWORD }).expect(429);
    expect(refused.text).toContain('"status":429');
    expect(await deletedAt(member.id)).toBeNull();

    const { member: other, agent: otherAgent } = await signedInMember(testApp);
    await confirmPassword(otherAgent);
    await submit(otherAgent, 'delete', '/settings/profile', { password: DEFAULT_PASSWORD }).expect(303);
    expect(await deletedAt(other.id)).not.toBeNull();
  });
});
