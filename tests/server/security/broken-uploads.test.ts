// Broken multipart forms sent to every form that takes a file: each comes back as a field error, not a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokenMultipartBodies } from '../../support/broken-multipart.js';
import { pageAt, signedIn, type Agent } from '../../support/member-session.js';
import { createTestApp, xsrfToken, type TestApp } from '../../support/test-app.js';
import { createPost } from '../blog/support.js';
import { createEvent } from '../events/admin/support.js';

let testApp: TestApp;
let admin: Agent;
let forms: { name: string; method: 'put' | 'post'; url: string; from: string; fileField: string; textField: string }[];
beforeAll(async () => {
  testApp = await createTestApp();
  ({ agent: admin } = await signedIn(testApp, { roles: ['admin'] }));
  const post = await createPost(testApp.context.db, { title: 'Unchanged post' });
  const event = await createEvent(testApp.context.db, { title: 'Unchanged event' });
  forms = [
    {
      name: 'the blog cover',
      method: 'put',
      url: `/admin/blog/${post.id}`,
      from: `/admin/blog/${post.id}/edit`,
      fileField: 'coverImage',
      textField: 'title',
    },
    {
      name: 'the event cover',
      method: 'put',
      url: `/admin/events/${event.id}`,
      from: `/admin/events/${event.id}/edit`,
      fileField: 'coverImage',
      textField: 'title',
    },
    {
      name: 'the post-code import',
      method: 'post',
      url: '/admin/post-codes/import',
      from: '/admin/post-codes/create',
      fileField: 'file',
      textField: 'note',
    },
  ];
});
afterAll(() => testApp.close());

describe('A broken multipart upload', () => {
  for (const broken of Object.keys(brokenMultipartBodies('file', 'text'))) {
    it(`(${broken}) goes back to the form with a field error and changes nothing`, async () => {
      for (const form of forms) {
        const { contentType, body } = brokenMultipartBodies(form.fileField, form.textField)[broken]!;
        const response = await admin[form.method](form.url)
          .set('X-XSRF-TOKEN', xsrfToken(admin))
          .set('Host', 'agora.test')
          .set('Referer', `http://agora.test${form.from}`)
          .set('Content-Type', contentType)
          .timeout(5000)
          .send(body);
        expect(response.status, form.name).toBe(303);
        expect(response.headers.location, form.name).toBe(form.from);
        const { props } = await pageAt(testApp, admin, form.from);
        expect(Object.keys(props.errors).length, `${form.name}: ${JSON.stringify(props.errors)}`).toBeGreaterThan(0);
      }
      expect(await testApp.context.db.blogPost.count({ where: { title: 'Unchanged post' } })).toBe(1);
      expect(await testApp.context.db.event.count({ where: { title: 'Unchanged event' } })).toBe(1);
      expect(await testApp.context.db.postCode.count()).toBe(0);
    });
  }

  it('nested too deeply in its field names is refused with 400', async () => {
    const [form] = forms;
    const response = await admin
      .put(form!.url)
      .set('X-XSRF-TOKEN', xsrfToken(admin))
      .field(`title${'[a]'.repeat(30)}`, 'x')
      .timeout(5000);
    expect(response.status).toBe(400);
  });
});
