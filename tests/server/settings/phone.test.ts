import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { nextPage, signedInMember, submit } from './support.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const storedPhone = async (id: number) => (await testApp.context.db.user.findUniqueOrThrow({ where: { id } })).phone;

describe('phone settings', () => {
  it('shows an empty phone page to a member without a number', async () => {
    const { agent } = await signedInMember(testApp);
    const page = await nextPage(testApp, agent, '/settings/phone');
    expect(page.component).toBe('settings/Phone');
    expect(page.props.phone).toBeNull();
  });

  it('stores an international number in E.164 and shows it in national format with its country', async () => {
    const { member, agent } = await signedInMember(testApp);
    await submit(agent, 'put', '/settings/phone', { phone: '+31 6 1234 5678' })
      .expect(303)
      .expect('Location', '/settings/phone');

    expect(await storedPhone(member.id)).toBe('+31612345678');
    const page = await nextPage(testApp, agent, '/settings/phone');
    expect(page.props.phone).toEqual({
      e164: '+31612345678',
      national: '06 12345678',
      international: '+31 6 12345678',
      country: 'NL',
    });
    expect(page.flash.success).toBe('Phone number saved.');
  });

  it('removes the number', async () => {
    const { member, agent } = await signedInMember(testApp);
    await submit(agent, 'put', '/settings/phone', { phone: '+12025550143' }).expect(303);
    await submit(agent, 'delete', '/settings/phone').expect(303).expect('Location', '/settings/phone');

    expect(await storedPhone(member.id)).toBeNull();
    expect((await nextPage(testApp, agent, '/settings/phone')).props.phone).toBeNull();
  });

  it.each([
    ['an empty form', {}],
    ['a blank number', { phone: '  ' }],
    ['a national number without country code', { phone: '06 12345678' }],
    ['a number that is not valid', { phone: '+31 6 1234' }],
    ['letters', { phone: 'call me maybe' }],
    ['a number that is too long', { phone: `+31 6 12345678${' '.repeat(30)}9` }],
    ['a wrong type', { phone: 31612345678 }],
  ])('answers %s with a field error and changes nothing', async (_case, body) => {
    const { member, agent } = await signedInMember(testApp);
    await submit(agent, 'put', '/settings/phone', { phone: '+31612345678' }).expect(303);
    await submit(agent, 'put', '/settings/phone', body).expect(303);

    expect(Object.keys((await nextPage(testApp, agent, '/settings/phone')).props.errors)).toEqual(['phone']);
    expect(await storedPhone(member.id)).toBe('+31612345678');
  });

  it('refuses unknown fields and changes nothing', async () => {
    const { member, agent } = await signedInMember(testApp);
    await submit(agent, 'put', '/settings/phone', { phone: '+31612345678', email: 'x@example.test' }).expect(303);

    expect((await nextPage(testApp, agent, '/settings/phone')).props.errors).toEqual({
      email: 'This field is not accepted.',
    });
    expect(await storedPhone(member.id)).toBeNull();
  });
});
