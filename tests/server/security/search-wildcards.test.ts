// Every search box matches `%`, `_` and `\` as the characters typed, never as LIKE wildcards, on
// SQLite and PostgreSQL alike: Prisma's `contains` escapes none of them (server/db/like-pattern.ts).
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../../server/features/audit/index.js';
import { createUser } from '../../support/factories.js';
import { visit } from '../../support/inertia-request.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { page, signedInWith, type Agent } from '../admin/support.js';
import { createPost } from '../blog/support.js';
import { createTicket } from '../events/admin/support.js';
import { createEvent, createLocation } from '../tickets/support.js';

type Named = { data: Record<string, unknown>[] };

const NOW = new Date('2026-06-15T12:00:00Z');
let testApp: TestApp;
let admin: Agent;
beforeAll(async () => {
  testApp = await createTestApp({ clock: { now: NOW } });
  ({ agent: admin } = await signedInWith(testApp, ['admin']));
});
afterAll(() => testApp.close());

const db = () => testApp.context.db;
const q = (text: string) => `search=${encodeURIComponent(text)}`;

const fieldOf = (list: Named, field: string) => list.data.map((row) => String(row[field])).sort();

/** One field of each row of a paginated prop on an admin page, sorted. */
async function listed(url: string, prop: string, field: string): Promise<string[]> {
  const { props } = await page<Record<string, Named>>(testApp, admin, url);
  return fieldOf(props[prop]!, field);
}

/** The same for a page anyone may see. */
async function listedPublicly(url: string, prop: string, field: string): Promise<string[]> {
  const { body } = await visit(request(testApp.app), url, { version: testApp.context.assets.version }).expect(200);
  return fieldOf(body.props[prop] as Named, field);
}

describe('a search for a LIKE wildcard finds only what contains it', () => {
  it('in the admin users list, by name or e-mail', async () => {
    await createUser(db(), { name: 'Ann 100% Sure' });
    await createUser(db(), { name: 'Under Score', email: 'under_score@wildcard.test' });
    await createUser(db(), { name: 'Back\\Slash' });
    expect(await listed(`/admin/users?${q('%')}`, 'users', 'name')).toEqual(['Ann 100% Sure']);
    expect(await listed(`/admin/users?${q('r_s')}`, 'users', 'name')).toEqual(['Under Score']);
    expect(await listed(`/admin/users?${q('k\\s')}`, 'users', 'name')).toEqual(['Back\\Slash']);
  });

  it("in the admin and public event lists and an event's attendees", async () => {
    const hall = await createLocation(db(), '100% Hall');
    await createEvent(db(), NOW, { title: 'Plain Party' });
    await createEvent(db(), NOW, { title: 'Bake_Off' });
    await createEvent(db(), NOW, { title: 'At the hall', locationId: hall.id });
    const attended = await createEvent(db(), NOW, { title: 'Attended', summary: 'Half_way' });
    await createTicket(db(), attended.id, { name: 'Ann Attendee', email: 'ann_attendee@wildcard.test' });
    await createTicket(db(), attended.id, { name: 'Bob 50% Attendee' });
    await createTicket(db(), attended.id, { name: 'Carol Attendee' });

    expect(await listed(`/admin/events?${q('%')}`, 'events', 'title')).toEqual(['At the hall']);
    expect(await listed(`/admin/events?${q('_')}`, 'events', 'title')).toEqual(['Bake_Off']);
    expect(await listedPublicly(`/events?${q('_')}`, 'events', 'title')).toEqual(['Attended', 'Bake_Off']);
    expect(await listedPublicly(`/events?${q('%')}`, 'events', 'title')).toEqual([]);
    const attendees = (search: string) => listed(`/admin/events/${attended.id}?${q(search)}`, 'attendees', 'name');
    expect(await attendees('%')).toEqual(['Bob 50% Attendee']);
    expect(await attendees('_')).toEqual(['Ann Attendee']);
  });

  it('in the admin and public blog lists', async () => {
    const publishedAt = new Date(NOW.getTime() - 60_000);
    await createPost(db(), { title: 'Plain post', publishedAt });
    await createPost(db(), { title: '100% rain', publishedAt });
    await createPost(db(), { title: 'Snake_case', status: 'draft', publishedAt: null });
    await createPost(db(), { title: 'Body only', body: 'Half_way there.', publishedAt });
    expect(await listed(`/admin/blog?${q('%')}`, 'posts', 'title')).toEqual(['100% rain']);
    expect(await listed(`/admin/blog?${q('_')}`, 'posts', 'title')).toEqual(['Snake_case']);
    expect(await listedPublicly(`/blog?${q('%')}`, 'posts', 'title')).toEqual(['100% rain']);
    expect(await listedPublicly(`/blog?${q('_')}`, 'posts', 'title')).toEqual(['Body only']);
  });

  it('in the admin and public location lists and the post codes', async () => {
    await createLocation(db(), 'Plain Place');
    await createLocation(db(), 'Half_way House');
    const odd = await createLocation(db(), 'Odd Post Code');
    await db().postCode.update({ where: { id: odd.postCodeId! }, data: { placeName: '50% Town' } });
    expect(await listed(`/admin/locations?${q('_')}`, 'locations', 'name')).toEqual(['Half_way House']);
    // The event test's '100% Hall' by its name, 'Odd Post Code' by its place.
    const percent = ['100% Hall', 'Odd Post Code'];
    expect(await listed(`/admin/locations?${q('%')}`, 'locations', 'name')).toEqual(percent);
    expect(await listedPublicly(`/locations?${q('_')}`, 'locations', 'name')).toEqual(['Half_way House']);
    expect(await listedPublicly(`/locations?${q('%')}`, 'locations', 'name')).toEqual(percent);
    expect(await listed(`/admin/post-codes?${q('%')}`, 'postCodes', 'placeName')).toEqual(['50% Town']);
    const picked = await admin.get(`/admin/post-codes/search?${q('%')}`).expect(200);
    expect(picked.body.postCodes.map((postCode: { placeName: string }) => postCode.placeName)).toEqual(['50% Town']);
  });

  it('in the roles and permissions lists', async () => {
    await db().role.create({ data: { name: 'plain-role' } });
    await db().role.create({ data: { name: 'full-role', description: '100% in charge' } });
    expect(await listed(`/admin/roles?${q('%')}`, 'roles', 'name')).toEqual(['full-role']);
    expect(await listed(`/admin/permissions?${q('%')}`, 'permissions', 'name')).toEqual([]);
  });

  it('in the audit log, by record name and by actor', async () => {
    const actor = await createUser(db(), { name: 'Percy 100% Actor' });
    const other = await createUser(db(), { name: 'Plain Actor' });
    const at = new Date('2026-03-01T10:00:00Z');
    const subject = (label: string) => ({ type: 'role' as const, id: 1, label });
    await recordAudit(db(), { actor: { id: actor.id }, action: 'role.created', subject: subject('plain'), at });
    await recordAudit(db(), { actor: { id: other.id }, action: 'role.updated', subject: subject('snake_role'), at });
    expect(await listed(`/admin/audit?${q('_')}`, 'entries', 'action')).toEqual(['role.updated']);
    expect(await listed(`/admin/audit?actor=${encodeURIComponent('%')}`, 'entries', 'action')).toEqual([
      'role.created',
    ]);
  });
});

// PostgreSQL keeps no NUL in text and refuses a query holding one: a search box must not answer 500.
describe('a search holding a control character', () => {
  const odd = encodeURIComponent('a\u0000b');
  it('is no search in the public lists, with nothing filtered', async () => {
    for (const [url, prop] of [
      ['/events', 'events'],
      ['/blog', 'posts'],
      ['/locations', 'locations'],
    ] as const) {
      const { body } = await visit(request(testApp.app), `${url}?search=${odd}`, {
        version: testApp.context.assets.version,
      }).expect(200);
      expect(body.props.filters).toMatchObject({ search: '' });
      expect(body.props[prop]).toBeDefined();
    }
  });

  it('is no search in the admin lists, nor an actor in the audit log', async () => {
    for (const url of ['/admin/users', '/admin/events', '/admin/blog', '/admin/roles', '/admin/audit']) {
      const { props } = await page<{ filters: Record<string, string> }>(testApp, admin, `${url}?search=${odd}`);
      expect(props.filters.search).toBe('');
    }
    const { props } = await page<{ filters: Record<string, string> }>(testApp, admin, `/admin/audit?actor=${odd}`);
    expect(props.filters.actor).toBe('');
    const picker = await admin.get(`/admin/post-codes/search?search=${odd}`).set('Accept', 'application/json');
    expect([picker.status, Array.isArray(picker.body.postCodes)]).toEqual([200, true]);
  });
});
