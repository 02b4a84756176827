// The two JSON endpoints behind the post editor: images put into the text, and drafts kept as typed.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoleWith } from '../../support/factories.js';
import { createTestApp, xsrfToken, type TestApp } from '../../support/test-app.js';
import { signedInWith, type Agent } from '../admin/support.js';
import { createPost, HOUR } from './support.js';

let testApp: TestApp;
let editor: Agent;
beforeAll(async () => {
  testApp = await createTestApp();
  ({ agent: editor } = await signedInWith(testApp, ['editor']));
});
afterAll(() => testApp.close());

const db = () => testApp.context.db;
const json = (agent: Agent, method: 'post' | 'put', url: string) =>
  agent[method](url).set('X-XSRF-TOKEN', xsrfToken(agent)).set('Accept', 'application/json');

describe('an image put into a post', () => {
  it('is stored at web widths and answered with its URL', async () => {
    const image = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#c84' } })
      .png()
      .toBuffer();
    const { body } = await json(editor, 'post', '/admin/blog/images')
      .attach('image', image, { filename: 'tent.png', contentType: 'image/png' })
      .expect(201);
    expect(body.url).toMatch(/^\/uploads\/[0-9a-f]{32}-960\.webp$/);
    await editor.get(body.url).expect(200).expect('Content-Type', 'image/webp');
  });

  it('is refused with a field error when it is not an image or missing, never a redirect', async () => {
    const refused = await json(editor, 'post', '/admin/blog/images')
      .attach('image', Buffer.from('<svg onload=alert(1)>'), { filename: 'x.png', contentType: 'image/png' })
      .expect(422);
    expect(refused.body.errors.image).toMatch(/image/i);
    const missing = await json(editor, 'post', '/admin/blog/images').field('other', 'x').expect(422);
    expect(missing.body.errors).toHaveProperty('image');
  });

  it('is for editors only, with a CSRF token', async () => {
    await createRoleWith(db(), 'planners-img', ['events.manage']);
    const { agent: planner } = await signedInWith(testApp, ['planners-img']);
    await json(planner, 'post', '/admin/blog/images').field('x', 'y').expect(403);
    await editor.post('/admin/blog/images').field('x', 'y').expect(419);
  });
});

describe('a draft kept while its editor types', () => {
  it("saves a draft's title, excerpt and text (with its derived excerpt), nothing else", async () => {
    const post = await createPost(db(), {
      title: 'Draft',
      slug: `draft-${Date.now()}`,
      status: 'draft',
      publishedAt: null,
    });
    const { body } = await json(editor, 'put', `/admin/blog/${post.id}/draft`)
      .send({ title: 'Camp notes', excerpt: '', body: '## What to bring\n\nA torch.' })
      .expect(200);
    expect(body.savedAt).toBe(testApp.clock.now.toISOString());
    const saved = await db().blogPost.findUniqueOrThrow({ where: { id: post.id } });
    expect(saved).toMatchObject({
      title: 'Camp notes',
      slug: post.slug,
      status: 'draft',
      bodyExcerpt: 'What to bring. A torch.',
    });
  });

  it('leaves a published or scheduled post alone (409), and answers bad input with field errors', async () => {
    const published = await createPost(db(), { title: 'Live', publishedAt: new Date(Date.now() - HOUR) });
    const scheduled = await createPost(db(), { title: 'Later', publishedAt: new Date(Date.now() + HOUR) });
    for (const post of [published, scheduled]) {
      await json(editor, 'put', `/admin/blog/${post.id}/draft`).send({ title: 'Changed', body: 'x' }).expect(409);
      expect((await db().blogPost.findUniqueOrThrow({ where: { id: post.id } })).title).toBe(post.title);
    }
    const draft = await createPost(db(), { status: 'draft', publishedAt: null });
    const invalid = await json(editor, 'put', `/admin/blog/${draft.id}/draft`)
      .send({ title: '', slug: 'x' })
      .expect(422);
    // An empty title is refused, and so is a field autosave does not keep (the slug changes only on Save).
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['slug', 'title']);
    await json(editor, 'put', '/admin/blog/999999/draft').send({ title: 'Gone' }).expect(404);
  });
});
