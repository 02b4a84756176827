// Two editors, or one double click, at the same moment: a slug both requests found free is taken by one
// of them, and the other answers as if it had been taken before, never with a 500.
import { describe, expect, it } from 'vitest';
import { appWithAdmin, submit } from './admin/support.js';
import { createPost } from './blog/support.js';
import { createEvent, editFormOf } from './events/admin/support.js';

const NOW = new Date('2026-06-15T12:00:00Z');
const { testApp, admin } = await appWithAdmin({ clock: { now: NOW } });
const { db } = testApp.context;
const TRIES = 6;

const statuses = (responses: { status: number }[]) => responses.map(({ status }) => status);

describe('"New post" and "New event" sent several times at once', () => {
  it('makes one draft per request, each with a slug of its own', async () => {
    const posts = await Promise.all(
      Array.from({ length: TRIES }, () => submit(admin, 'post', '/admin/blog', {}, '/admin/blog')),
    );
    expect(statuses(posts)).toEqual(Array(TRIES).fill(302));
    const events = await Promise.all(
      Array.from({ length: TRIES }, () => submit(admin, 'post', '/admin/events', {}, '/admin/events')),
    );
    expect(statuses(events)).toEqual(Array(TRIES).fill(302));
    expect(await db.blogPost.count({ where: { title: 'Untitled post' } })).toBe(TRIES);
    expect(await db.event.count({ where: { title: 'Untitled event' } })).toBe(TRIES);
  });
});

describe('two records renamed to the same slug at once', () => {
  it('gives the slug to one post, and the others go back to their form', async () => {
    const slug = `same-post-${Date.now()}`;
    const posts = await Promise.all(Array.from({ length: TRIES }, () => createPost(db, {})));
    const saves = await Promise.all(
      posts.map(({ id }) =>
        submit(
          admin,
          'put',
          `/admin/blog/${id}`,
          { title: 'Same', slug, excerpt: '', body: '', coverImageAlt: '', status: 'draft', publishedAt: '' },
          `/admin/blog/${id}/edit`,
        ),
      ),
    );
    expect(statuses(saves)).toEqual(Array(TRIES).fill(303));
    expect(await db.blogPost.count({ where: { slug } })).toBe(1);
  });

  it('gives the slug to one event, and the others go back to their form', async () => {
    const slug = `same-event-${Date.now()}`;
    const events = await Promise.all(Array.from({ length: TRIES }, () => createEvent(db, {})));
    const forms = await Promise.all(events.map(({ id }) => editFormOf(testApp, admin, id)));
    const saves = await Promise.all(
      forms.map(({ editUrl, form }, index) =>
        submit(admin, 'put', `/admin/events/${events[index]!.id}`, { ...form, slug }, editUrl),
      ),
    );
    expect(statuses(saves)).toEqual(Array(TRIES).fill(303));
    expect(await db.event.count({ where: { slug } })).toBe(1);
  });
});
