import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../support/factories.js';
import { browserAgent, createTestApp, type TestApp } from '../../support/test-app.js';
import { failNextEnqueue, subjectsTo, tickTwiceAfterTheGrace } from '../jobs/support.js';
import { pageAt, submit } from './support.js';

let testApp: TestApp;
const TODAY = new Date('2026-05-01T10:00:00Z');

beforeAll(async () => {
  testApp = await createTestApp({ clock: { now: TODAY } });
  await testApp.context.db.postCode.createMany({
    data: [
      { code: '1011 AB', placeName: 'Amsterdam' },
      { code: '3511 LX', placeName: 'Utrecht' },
    ],
  });
});
afterAll(() => testApp.close());

type Agent = Awaited<ReturnType<typeof browserAgent>>;
let sequence = 0;

const account = () => {
  sequence += 1;
  return {
    name: 'Sam Steps',
    email: `sam${sequence}@example.test`,
    password: 'steady steps',
    password_confirmation: 'steady steps',
  };
};
const ADULT = { birthDate: '1990-04-12', postCode: '1011ab' };
// Turns 18 the day after TODAY: still a minor on the day of registering.
const MINOR = { birthDate: '2008-05-02', postCode: ' 3511  lx ' };
const GUARDIAN = {
  name: 'Pat Parent',
  email: 'Pat@Example.test',
  phone: '+31 6 12345678',
  relationship: 'parent',
};

const step = (agent: Agent, number: number | string, body: object) => submit(agent, `/register/steps/${number}`, body);
const show = (agent: Agent, query = '') => pageAt(testApp, agent, `/register/steps${query}`);
const users = () => testApp.context.db.user.count();

/** Submits the given steps in order, each expected to be accepted. */
async function walk(agent: Agent, answers: { account?: object; about?: object; phone?: object; guardian?: object }) {
  if (answers.account) await step(agent, 1, answers.account).expect(302).expect('Location', '/register/steps?step=2');
  if (answers.about) await step(agent, 2, answers.about).expect(302);
  if (answers.phone) await step(agent, 3, answers.phone).expect(302);
  if (answers.guardian) await step(agent, 4, answers.guardian).expect(302);
}

describe('multi-step registration', () => {
  it('starts at the account step with empty fields', async () => {
    const agent = await browserAgent(testApp.app);
    const page = await show(agent);
    expect(page.component).toBe('auth/RegisterSteps');
    expect(page.props).toMatchObject({ step: 1, values: { name: '', email: '' }, hasPassword: false });
    // The guardian step is listed only once a birth date makes the member a minor.
    expect(page.props.steps).toEqual([1, 2, 3, 5].map((number) => ({ step: number, done: false })));
  });

  it("sends each accepted step to the next one's own URL, so the browser's Back walks back through the steps", async () => {
    const agent = await browserAgent(testApp.app);
    await step(agent, 1, account()).expect(302).expect('Location', '/register/steps?step=2');
    await step(agent, 2, MINOR).expect(302).expect('Location', '/register/steps?step=3');
    await step(agent, 3, { phone: '' }).expect(302).expect('Location', '/register/steps?step=4');
    expect((await show(agent, '?step=4')).props.steps).toEqual(
      [1, 2, 3, 4, 5].map((number) => ({ step: number, done: number < 4 })),
    );
    // Changing an earlier step from the review goes on to the first step still to do.
    await step(agent, 4, GUARDIAN).expect(302).expect('Location', '/register/steps?step=5');
    await step(agent, 2, ADULT).expect(302).expect('Location', '/register/steps?step=5');
    expect((await show(agent, '?step=1')).props).toMatchObject({ step: 1, hasPassword: true });
  });

  it('creates an adult in one go at the last step: no guardian step, logged in, verification mail sent', async () => {
    const agent = await browserAgent(testApp.app);
    const details = account();
    await walk(agent, { account: details, about: ADULT });
    expect((await show(agent)).props).toMatchObject({ step: 3, values: { phone: '' } });
    await walk(agent, { phone: { phone: '' } });
    const review = await show(agent);
    expect(review.props.step).toBe(5);
    expect(review.props.steps).toEqual([1, 2, 3, 5].map((number) => ({ step: number, done: number < 5 })));
    expect(review.props.review).toEqual({
      name: 'Sam Steps',
      email: details.email,
      birthDate: '1990-04-12',
      postCode: '1011 AB Amsterdam',
      phone: null,
      guardian: null,
    });
    expect(await testApp.context.db.user.count({ where: { email: details.email } })).toBe(0);

    await step(agent, 5, {}).expect(302).expect('Location', '/dashboard');
    const user = await testApp.context.db.user.findUniqueOrThrow({
      where: { email: details.email },
      include: { postCode: true, guardians: true },
    });
    expect(user).toMatchObject({
      name: 'Sam Steps',
      phone: null,
      emailVerifiedAt: null,
      guardians: [],
      postCode: { code: '1011 AB' },
    });
    expect(user.birthDate).toEqual(new Date('1990-04-12T00:00:00Z'));
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await pageAt(testApp, agent, '/verify-email')).props.email).toBe(details.email);
    expect(await testApp.mailTo(details.email)).toHaveLength(1);
    // The progress is gone: a new registration starts afresh (after logging out).
    await submit(agent, '/logout', {});
    expect((await show(agent)).props.step).toBe(1);
  });

  it('asks a minor for a guardian, stores it pending their consent with the phone in E.164, and mails them', async () => {
    const agent = await browserAgent(testApp.app);
    const details = account();
    await walk(agent, { account: details, about: MINOR, phone: { phone: '+44 20 7946 0958' } });
    expect((await show(agent)).props).toMatchObject({
      step: 4,
      values: { name: '', relationship: '' },
    });
    await walk(agent, { guardian: GUARDIAN });
    const review = await show(agent);
    expect(review.props).toMatchObject({
      step: 5,
      review: {
        postCode: '3511 LX Utrecht',
        phone: '020 7946 0958',
        guardian: { name: 'Pat Parent', email: 'pat@example.test', relationship: 'parent' },
      },
    });
    await step(agent, 5, {}).expect(302).expect('Location', '/dashboard');
    const user = await testApp.context.db.user.findUniqueOrThrow({
      where: { email: details.email },
      include: { guardians: true },
    });
    expect(user.phone).toBe('+442079460958');
    expect(user.guardians).toHaveLength(1);
    expect(user.guardians[0]).toMatchObject({
      name: 'Pat Parent',
      email: 'pat@example.test',
      phone: '+31612345678',
      relationship: 'parent',
      consentState: 'pending',
      consentStateAt: TODAY,
    });
    const [request] = await testApp.mailTo('pat@example.test');
    expect(request?.text).toMatch(/\/guardian-consent\/[A-Za-z0-9_-]{43}/);
  });

  it('asks the guardian once, a minute later, when the queue refused their request as the account was made', async () => {
    const agent = await browserAgent(testApp.app);
    await walk(agent, { account: account(), about: MINOR, phone: { phone: '' } });
    await walk(agent, { guardian: { ...GUARDIAN, email: 'late-request@example.test' } });
    const refusal = failNextEnqueue(testApp.context.jobs, 'guardians.consent-request');
    await step(agent, 5, {}).expect(302).expect('Location', '/dashboard');
    expect(refusal.failed).toBe(1);

    await tickTwiceAfterTheGrace(testApp);
    expect(await subjectsTo(testApp, 'late-request@example.test')).toEqual(['Consent for Sam Steps at Agora']);
  });

  it('signs in a member who registered while the queue refused the verification link, and mails it once later', async () => {
    const agent = await browserAgent(testApp.app);
    const details = account();
    await walk(agent, { account: details, about: ADULT, phone: { phone: '' } });
    const refusal = failNextEnqueue(testApp.context.jobs, 'mail.send');
    await step(agent, 5, {}).expect(302).expect('Location', '/dashboard');
    expect(refusal.failed).toBe(1);
    expect((await pageAt(testApp, agent, '/verify-email')).props.auth).toMatchObject({
      user: { email: details.email },
    });

    await tickTwiceAfterTheGrace(testApp);
    expect(await subjectsTo(testApp, details.email)).toEqual(['Verify your e-mail address']);
  });

  it('keeps every step in the session: a reload shows the current step, ?step= shows an earlier one with its values', async () => {
    const agent = await browserAgent(testApp.app);
    const details = account();
    await walk(agent, { account: details, about: MINOR, phone: { phone: '+31 6 87654321' } });
    expect((await show(agent)).props.step).toBe(4);
    expect((await show(agent)).props.step).toBe(4);
    expect((await show(agent, '?step=1')).props).toMatchObject({
      step: 1,
      values: { name: 'Sam Steps', email: details.email },
      hasPassword: true,
    });
    expect((await show(agent, '?step=2')).props).toMatchObject({
      step: 2,
      values: { birthDate: '2008-05-02', postCode: '3511 LX' },
      today: '2026-05-01',
    });
    expect((await show(agent, '?step=3')).props).toMatchObject({ step: 3, values: { phone: '+31687654321' } });
    // A step not reached yet, or no step at all, shows the current one.
    expect((await show(agent, '?step=5')).props.step).toBe(4);
    expect((await show(agent, '?step=x')).props.step).toBe(4);
  });

  it('lets an earlier step be changed without losing the later ones, and keeps the password when left empty', async () => {
    const agent = await browserAgent(testApp.app);
    const details = account();
    await walk(agent, { account: details, about: ADULT, phone: { phone: '' } });
    await step(agent, 1, { name: 'Sam Renamed', email: details.email, password: '', password_confirmation: '' }).expect(
      302,
    );
    const review = await show(agent);
    expect(review.props).toMatchObject({ step: 5, review: { name: 'Sam Renamed', birthDate: '1990-04-12' } });
    await step(agent, 5, {}).expect(302).expect('Location', '/dashboard');
    const fresh = await browserAgent(testApp.app);
    await submit(fresh, '/login', { email: details.email, password: details.password })
      .expect(302)
      .expect('Location', '/dashboard');
  });

  it('asks for a guardian when a changed birth date makes the member a minor, and drops it when they are an adult', async () => {
    const agent = await browserAgent(testApp.app);
    const details = account();
    await walk(agent, { account: details, about: ADULT, phone: { phone: '' } });
    await step(agent, 2, MINOR).expect(302);
    expect((await show(agent)).props.step).toBe(4);
    await step(agent, 5, {}).expect(302).expect('Location', '/register/steps?step=4');
    await walk(agent, { guardian: GUARDIAN });
    await step(agent, 2, ADULT).expect(302);
    expect((await show(agent)).props).toMatchObject({ step: 5, review: { guardian: null } });
    await step(agent, 4, GUARDIAN).expect(302).expect('Location', '/register/steps?step=5');
    await step(agent, 5, {}).expect(302).expect('Location', '/dashboard');
    const user = await testApp.context.db.user.findUniqueOrThrow({
      where: { email: details.email },
      include: { guardians: true },
    });
    expect(user.guardians).toEqual([]);
  });

  it('refuses a later step before the earlier ones are done, sending the member to the first unfinished step', async () => {
    const agent = await browserAgent(testApp.app);
    await step(agent, 3, { phone: '' }).expect(302).expect('Location', '/register/steps?step=1');
    expect((await show(agent, '?step=1')).flash).toEqual({ error: 'Please finish this step first.' });
    await step(agent, 5, {}).expect(302).expect('Location', '/register/steps?step=1');
    const details = account();
    await walk(agent, { account: details });
    await step(agent, 4, GUARDIAN).expect(302).expect('Location', '/register/steps?step=2');
    await step(agent, 5, {}).expect(302).expect('Location', '/register/steps?step=2');
    expect((await show(agent)).props.step).toBe(2);
    expect(await testApp.context.db.user.count({ where: { email: details.email } })).toBe(0);
  });

  it('re-checks the post code at the end: removed meanwhile, the member is sent back to the about-you step', async () => {
    const { id } = await testApp.context.db.postCode.create({ data: { code: '9999 XX', placeName: 'Gone' } });
    const agent = await browserAgent(testApp.app);
    const details = account();
    await walk(agent, { account: details, about: { ...ADULT, postCode: '9999xx' }, phone: { phone: '' } });
    await testApp.context.db.postCode.delete({ where: { id } });
    await step(agent, 5, {}).expect(302).expect('Location', '/register/steps?step=2');
    expect((await show(agent, '?step=2')).props.errors).toEqual({ postCode: 'Choose a post code from the list.' });
    expect(await testApp.context.db.user.count({ where: { email: details.email } })).toBe(0);
  });

  it('answers an unknown step with 404', async () => {
    const agent = await browserAgent(testApp.app);
    await step(agent, 6, {}).expect(404);
    await step(agent, '01', {}).expect(404);
  });

  it('re-checks the address at the end: taken meanwhile, the member is sent back to the account step and nothing is created', async () => {
    const agent = await browserAgent(testApp.app);
    const details = account();
    await walk(agent, { account: details, about: ADULT, phone: { phone: '' } });
    await createUser(testApp.context.db, { email: details.email });
    const before = await users();
    await step(agent, 5, {}).expect(302).expect('Location', '/register/steps?step=1');
    expect((await show(agent, '?step=1')).props.errors).toEqual({
      email: 'This e-mail address is already registered.',
    });
    expect(await users()).toBe(before);
  });
});

describe('multi-step registration refuses bad input with field errors and saves nothing', () => {
  async function expectRefused(
    agent: Agent,
    number: number,
    body: object,
    errors: Record<string, string>,
    shownAs = number,
  ) {
    const before = (await show(agent)).props.step;
    await step(agent, number, body).expect(303);
    const page = await show(agent, `?step=${shownAs}`);
    expect(page.props.errors).toEqual(errors);
    expect((await show(agent)).props.step).toBe(before);
  }

  it.each([
    [
      'empty fields',
      { name: '', email: '', password: '', password_confirmation: '' },
      {
        name: 'Enter your name.',
        email: 'Enter a valid e-mail address.',
        password: 'The password must be at least 8 characters.',
      },
    ],
    ['a malformed address', { ...account(), email: 'sam@@example' }, { email: 'Enter a valid e-mail address.' }],
    [
      'a short password',
      { ...account(), password: 'short', password_confirmation: 'short' },
      { password: 'The password must be at least 8 characters.' },
    ],
    [
      'a mismatched confirmation',
      { ...account(), password_confirmation: 'other words' },
      { password_confirmation: 'The password confirmation does not match.' },
    ],
    ['a too long name', { ...account(), name: 'n'.repeat(256) }, { name: 'The name may be at most 255 characters.' }],
    ['unknown fields', { ...account(), isAdmin: true }, { isAdmin: 'This field is not accepted.' }],
  ])('step 1: %s', async (_case, body, errors) => {
    const agent = await browserAgent(testApp.app);
    await expectRefused(agent, 1, body, errors);
  });

  it('step 1: an address already registered, in any letter case', async () => {
    await createUser(testApp.context.db, { email: 'already@example.test' });
    const agent = await browserAgent(testApp.app);
    await expectRefused(
      agent,
      1,
      { ...account(), email: 'Already@Example.TEST' },
      { email: 'This e-mail address is already registered.' },
    );
  });

  it('step 1: without a saved password, empty password fields are refused', async () => {
    const agent = await browserAgent(testApp.app);
    await expectRefused(
      agent,
      1,
      { ...account(), password: '', password_confirmation: '' },
      { password: 'The password must be at least 8 characters.' },
    );
  });

  it.each([
    [
      'an empty birth date and post code',
      { birthDate: '', postCode: '' },
      { birthDate: 'Enter your birth date.', postCode: 'Enter your post code.' },
    ],
    [
      'a birth date in the future',
      { ...ADULT, birthDate: '2026-05-02' },
      { birthDate: 'The birth date cannot be in the future.' },
    ],
    ['an impossible date', { ...ADULT, birthDate: '2001-02-30' }, { birthDate: 'Enter a real date.' }],
    ['a date in another format', { ...ADULT, birthDate: '12/04/1990' }, { birthDate: 'Enter your birth date.' }],
    [
      'an implausibly old birth date',
      { ...ADULT, birthDate: '1880-01-01' },
      { birthDate: 'The birth date cannot be more than 120 years ago.' },
    ],
    [
      'a post code not in the list',
      { ...ADULT, postCode: '9999 ZZ' },
      { postCode: 'Choose a post code from the list.' },
    ],
    [
      'wrong types',
      { birthDate: 19900412, postCode: ['1011 AB'] },
      { birthDate: 'Enter your birth date.', postCode: 'Enter your post code.' },
    ],
    ['unknown fields', { ...ADULT, age: 36 }, { age: 'This field is not accepted.' }],
  ])('step 2: %s', async (_case, body, errors) => {
    const agent = await browserAgent(testApp.app);
    await walk(agent, { account: account() });
    await expectRefused(agent, 2, body, errors);
  });

  it.each([
    ['a malformed number', { phone: '12345' }, { phone: expect.stringMatching(/valid phone number/) }],
    ['letters', { phone: '+31 six' }, { phone: expect.stringMatching(/valid phone number/) }],
    ['a too long number', { phone: `+31${'6'.repeat(40)}` }, { phone: expect.stringMatching(/at most/) }],
    ['a wrong type', { phone: 31612345678 }, { phone: expect.any(String) }],
    ['unknown fields', { phone: '', country: 'NL' }, { country: 'This field is not accepted.' }],
  ])('step 3: %s', async (_case, body, errors) => {
    const agent = await browserAgent(testApp.app);
    await walk(agent, { account: account(), about: ADULT });
    await expectRefused(agent, 3, body, errors);
  });

  it.each([
    [
      'empty fields',
      { name: '', email: '', phone: '', relationship: '' },
      {
        name: "Enter the guardian's name.",
        email: 'Enter a valid e-mail address.',
        phone: 'Enter a phone number.',
        relationship: 'Choose the relationship.',
      },
    ],
    ['a consent ticked by the minor', { ...GUARDIAN, consent: true }, { consent: 'This field is not accepted.' }],
    [
      'a malformed e-mail and phone',
      { ...GUARDIAN, email: 'pat', phone: '06' },
      { email: 'Enter a valid e-mail address.', phone: expect.stringMatching(/valid phone number/) },
    ],
    ['an unknown relationship', { ...GUARDIAN, relationship: 'uncle' }, { relationship: 'Choose the relationship.' }],
    [
      'unknown fields',
      { ...GUARDIAN, consentGivenAt: '2020-01-01' },
      { consentGivenAt: 'This field is not accepted.' },
    ],
  ])('step 4: %s', async (_case, body, errors) => {
    const agent = await browserAgent(testApp.app);
    await walk(agent, { account: account(), about: MINOR, phone: { phone: '' } });
    await expectRefused(agent, 4, body, errors);
  });

  it("step 4: the minor's own address, in any letter case", async () => {
    const agent = await browserAgent(testApp.app);
    const details = account();
    await walk(agent, { account: details, about: MINOR, phone: { phone: '' } });
    await expectRefused(
      agent,
      4,
      { ...GUARDIAN, email: details.email.toUpperCase() },
      { email: "Enter your guardian's own e-mail address, not yours." },
    );
  });

  it("step 5: a guardian's address the minor later made their own, sent back to the guardian step", async () => {
    const agent = await browserAgent(testApp.app);
    const details = account();
    await walk(agent, { account: details, about: MINOR, phone: { phone: '' }, guardian: GUARDIAN });
    await step(agent, 1, { ...details, email: GUARDIAN.email }).expect(302);
    const before = await users();
    await step(agent, 5, {}).expect(302).expect('Location', '/register/steps?step=4');
    expect((await show(agent, '?step=4')).props.errors).toEqual({
      email: "Enter your guardian's own e-mail address, not yours.",
    });
    expect(await users()).toBe(before);
  });

  it('step 5: unknown fields', async () => {
    const agent = await browserAgent(testApp.app);
    const before = await users();
    await walk(agent, { account: account(), about: ADULT, phone: { phone: '' } });
    await expectRefused(agent, 5, { role: 'admin' }, { role: 'This field is not accepted.' });
    expect(await users()).toBe(before);
  });

  it('is for guests only', async () => {
    const member = await createUser(testApp.context.db);
    const agent = await browserAgent(testApp.app);
    await submit(agent, '/login', { email: member.email, password: 'correct horse battery' });
    await agent.get('/register/steps').expect(302).expect('Location', '/dashboard');
    await step(agent, 1, account()).expect(302).expect('Location', '/dashboard');
  });
});
