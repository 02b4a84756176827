// Text fields keep any real Unicode (accents, right-to-left scripts, emoji, emoji joined with U+200D) and
// refuse control, invisible and broken characters with a field error, before anything is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSHOWABLE_MESSAGE } from '../../../server/http/showable-text.js';
import { DEFAULT_PASSWORD } from '../../support/factories.js';
import { pageAt, signedIn, submit, type Agent } from '../../support/member-session.js';
import { createTestApp, xsrfToken, type TestApp } from '../../support/test-app.js';
import { createPost } from '../blog/support.js';

let testApp: TestApp;
let member: Agent;
let memberId: number;
let admin: Agent;
beforeAll(async () => {
  testApp = await createTestApp();
  ({
    agent: member,
    user: { id: memberId },
  } = await signedIn(testApp, { name: 'Original Name' }));
  ({ agent: admin } = await signedIn(testApp, { roles: ['admin'] }));
});
afterAll(() => testApp.close());

const PROFILE = '/settings/profile';
const storedName = async () => (await testApp.context.db.user.findUniqueOrThrow({ where: { id: memberId } })).name;

async function saveName(name: string) {
  const { email } = await testApp.context.db.user.findUniqueOrThrow({ where: { id: memberId } });
  await submit(member, 'patch', PROFILE, { name, email }, PROFILE);
  return (await pageAt(testApp, member, PROFILE)).props.errors;
}

describe('A name', () => {
  it.each([
    ['accents', 'Zoë Ångström-Núñez'],
    ['Arabic', 'ليلى العربي'],
    ['Hebrew with a right-to-left mark', 'נועה\u200F כהן'],
    ['emoji', 'Sam 🎉'],
    ['an emoji ZWJ sequence', 'Alex 👩🏽‍💻 🏳️‍🌈 👨‍👩‍👧‍👦'],
  ])('keeps %s', async (_kind, name) => {
    expect(await saveName(name)).toEqual({});
    expect(await storedName()).toBe(name);
  });

  it.each([
    ['NUL', 'Eve\u0000 Admin'],
    ['an ANSI escape', 'Eve \u001b[31mAdmin'],
    ['a C1 control', 'Eve\u009b Admin'],
    ['DEL', 'Eve\u007f Admin'],
    ['a bidi override', 'Eve \u202Enimda'],
    ['a bidi isolate', 'Eve \u2066Admin\u2069'],
    ['a zero-width space', 'Ad\u200Bmin'],
    ['a zero-width non-joiner', 'Ad\u200Cmin'],
    ['a zero-width joiner between letters', 'Ad\u200Dmin'],
    ['a word joiner', 'Ad\u2060min'],
    ['a byte-order mark', '\uFEFFAdmin'],
    ['a line break', 'Eve\nAdmin'],
    ['a tab', 'Eve\tAdmin'],
    ['a line separator', 'Eve\u2028Admin'],
  ])('refuses %s with a field error and stores nothing', async (_kind, name) => {
    await saveName('Before');
    expect(await saveName(name)).toEqual({ name: UNSHOWABLE_MESSAGE });
    expect(await storedName()).toBe('Before');
  });

  it("refuses a bad character in a guardian's name too", async () => {
    const agent = (await signedIn(testApp, { birthDate: new Date('2012-01-01T00:00:00Z') })).agent;
    await submit(
      agent,
      'put',
      '/settings/guardian',
      { name: 'Pat\u202E', email: 'pat@example.test', phone: '+31 6 12345678', relationship: 'parent' },
      '/settings/guardian',
    );
    expect((await pageAt(testApp, agent, '/settings/guardian')).props.errors).toMatchObject({
      name: UNSHOWABLE_MESSAGE,
    });
  });
});

describe('A password', () => {
  it('may hold any character a member types, tabs included: it is never shown', async () => {
    const { agent } = await signedIn(testApp);
    const password = 'tab\there ünïcode 🎉 long enough';
    const body = { current_password: DEFAULT_PASSWORD, password, password_confirmation: password };
    await submit(agent, 'put', '/settings/password', body, '/settings/password');
    const { props, flash } = await pageAt(testApp, agent, '/settings/password');
    expect(props.errors).toEqual({});
    expect(flash.success).toBe('Password changed.');
  });
});

describe('A multi-line text', () => {
  it('keeps line breaks and tabs in a post body, and refuses them in its title', async () => {
    const post = await createPost(testApp.context.db, { title: 'Before' });
    const fields = {
      slug: `post-${post.id}`,
      excerpt: 'First line\nSecond line',
      status: 'draft',
      publishedAt: '',
      coverImageAlt: '',
    };
    const from = `/admin/blog/${post.id}/edit`;
    await submit(admin, 'put', `/admin/blog/${post.id}`, { ...fields, title: 'Two\nlines', body: 'text' }, from).expect(
      303,
    );
    expect((await pageAt(testApp, admin, from)).props.errors).toEqual({ title: UNSHOWABLE_MESSAGE });
    await submit(
      admin,
      'put',
      `/admin/blog/${post.id}`,
      { ...fields, title: 'After', body: 'Para one\r\n\n\tcode 🎉' },
      from,
    ).expect(303);
    expect(await testApp.context.db.blogPost.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({
      title: 'After',
      body: 'Para one\r\n\n\tcode 🎉',
    });
  });

  it('still refuses control characters other than tabs and line breaks', async () => {
    const post = await createPost(testApp.context.db, { title: 'Kept' });
    const from = `/admin/blog/${post.id}/edit`;
    const body = {
      title: 'Kept',
      slug: `kept-${post.id}`,
      excerpt: '',
      body: 'text\u0000\u001b[2J',
      status: 'draft',
      publishedAt: '',
      coverImageAlt: '',
    };
    await submit(admin, 'put', `/admin/blog/${post.id}`, body, from).expect(303);
    expect((await pageAt(testApp, admin, from)).props.errors).toEqual({ body: UNSHOWABLE_MESSAGE });
  });
});

describe('A CSV import', () => {
  it('refuses a row holding a control character, and imports nothing', async () => {
    const csv = 'code,place_name,region,latitude,longitude\n1011 AB,Amsterdam,,,\n1012 AB,"Evil\u001b[31m",,,\n';
    await admin
      .post('/admin/post-codes/import')
      .set('X-XSRF-TOKEN', xsrfToken(admin))
      .set('X-Inertia-Error-Bag', 'import')
      .attach('file', Buffer.from(csv), 'codes.csv')
      .expect(303);
    const errors = (await pageAt(testApp, admin, '/admin/post-codes/create')).props.errors as unknown as {
      import: Record<string, string>;
    };
    expect(errors.import['line.3']).toBe(UNSHOWABLE_MESSAGE);
    expect(await testApp.context.db.postCode.count()).toBe(0);
  });
});
