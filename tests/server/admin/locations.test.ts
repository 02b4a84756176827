import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListFilters, Paginated } from '../../../common/types/list.js';
import type { AdminLocationDetail, AdminLocationSummary } from '../../../common/types/locations.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { page, signedInWith, submit, type Agent } from './support.js';

let testApp: TestApp;
let agent: Agent;
let amsterdam: number;
let utrecht: number;
beforeAll(async () => {
  testApp = await createTestApp();
  ({ agent } = await signedInWith(testApp, ['event-manager']));
  amsterdam = (await db().postCode.create({ data: { code: '1011 AB', placeName: 'Amsterdam' } })).id;
  utrecht = (await db().postCode.create({ data: { code: '3511 LX', placeName: 'Utrecht' } })).id;
});
afterAll(() => testApp.close());

const db = () => testApp.context.db;
const CREATE_PAGE = '/admin/locations/create';
const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'The Harbour Hall',
  slug: '',
  description: 'A **warehouse** on the water.',
  streetAddress: 'Kade 12',
  postCodeId: amsterdam,
  latitude: '',
  longitude: '',
  capacity: '',
  published: true,
  featured: false,
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}) {
  const response = await submit(agent, 'post', '/admin/locations', valid(overrides), CREATE_PAGE).expect(302);
  return Number(/\/admin\/locations\/(\d+)\/edit$/.exec(response.headers.location ?? '')?.[1]);
}

const editPage = async (id: number) =>
  page<{ location: AdminLocationDetail }>(testApp, agent, `/admin/locations/${id}/edit`);
const list = async (query = '') =>
  (
    await page<{ locations: Paginated<AdminLocationSummary>; filters: ListFilters }>(
      testApp,
      agent,
      `/admin/locations${query}`,
    )
  ).props;

describe('admin locations', () => {
  it('creates a location with a slug made from its name, and opens its edit page', async () => {
    const id = await create({
      name: 'Café de Pêcheurs',
      latitude: '52.3731',
      longitude: ' 4.8922 ',
      capacity: '250',
      capacityIsHardLimit: true,
      featured: true,
    });
    const { component, props, flash } = await editPage(id);
    expect(component).toBe('admin/location/Edit');
    expect(flash.success).toBe('Location created.');
    expect(props.location).toEqual({
      id,
      name: 'Café de Pêcheurs',
      slug: 'cafe-de-pecheurs',
      description: 'A **warehouse** on the water.',
      streetAddress: 'Kade 12',
      postCode: { id: amsterdam, code: '1011 AB', placeName: 'Amsterdam' },
      latitude: 52.3731,
      longitude: 4.8922,
      capacity: 250,
      capacityIsHardLimit: true,
      published: true,
      featured: true,
      deletedAt: null,
    });
  });

  it('gives a second location of the same name the next free slug, and keeps a chosen one', async () => {
    const first = await create({ name: 'Twin Room' });
    const second = await create({ name: 'Twin Room' });
    const chosen = await create({ name: 'Anything', slug: 'my-own-slug' });
    expect((await editPage(first)).props.location.slug).toBe('twin-room');
    expect((await editPage(second)).props.location.slug).toBe('twin-room-2');
    expect((await editPage(chosen)).props.location.slug).toBe('my-own-slug');
  });

  it.each([
    [{ name: ' ' }, 'name', 'The name is required.'],
    [{ slug: 'Not A Slug' }, 'slug', 'Use lower-case letters, digits and single dashes, like harbour-hall.'],
    [{ streetAddress: '' }, 'streetAddress', 'The street address is required.'],
    [{ postCodeId: '' }, 'postCodeId', 'Choose a post code from the list.'],
    [{ postCodeId: 999_999 }, 'postCodeId', 'Choose a post code from the list.'],
    [{ postCodeId: 'abc' }, 'postCodeId', 'Choose a post code from the list.'],
    [{ latitude: '52.1' }, 'longitude', 'Give both the latitude and the longitude, or neither.'],
    [{ latitude: '-91', longitude: '4' }, 'latitude', 'The latitude must be a number from -90 to 90.'],
    [{ latitude: '52', longitude: '181' }, 'longitude', 'The longitude must be a number from -180 to 180.'],
    [{ capacity: '0' }, 'capacity', 'The capacity must be a whole number of at least 1, or empty.'],
    [{ capacity: '2.5' }, 'capacity', 'The capacity must be a whole number of at least 1, or empty.'],
    [{ capacity: 'many' }, 'capacity', 'The capacity must be a whole number of at least 1, or empty.'],
    [{ published: 'yes' }, 'published', 'Choose whether the location is published.'],
    [{ owner: 'me' }, 'owner', 'This field is not accepted.'],
    // Deep enough to overflow the Markdown renderer's stack, short enough for the field.
    [{ description: '> '.repeat(4900) }, 'description', 'This text nests quotes or lists too deeply to show.'],
  ])('refuses %j with an error on %s and creates nothing', async (overrides, field, message) => {
    const before = await db().location.count();
    await submit(agent, 'post', '/admin/locations', valid(overrides), CREATE_PAGE)
      .expect(303)
      .expect('Location', CREATE_PAGE);
    const { props } = await page(testApp, agent, CREATE_PAGE);
    expect(props.errors[field]).toBe(message);
    expect(await db().location.count()).toBe(before);
  });

  it('refuses a slug another location has, on create and on edit', async () => {
    await create({ name: 'Slug Owner', slug: 'taken-slug' });
    const before = await db().location.count();
    await submit(agent, 'post', '/admin/locations', valid({ slug: 'taken-slug' }), CREATE_PAGE).expect(303);
    expect((await page(testApp, agent, CREATE_PAGE)).props.errors.slug).toBe('Another location already has this slug.');
    expect(await db().location.count()).toBe(before);

    const other = await create({ name: 'Other' });
    const edit = `/admin/locations/${other}/edit`;
    await submit(agent, 'put', `/admin/locations/${other}`, valid({ name: 'Other', slug: 'taken-slug' }), edit)
      .expect(303)
      .expect('Location', edit);
    expect((await page(testApp, agent, edit)).props.errors.slug).toBe('Another location already has this slug.');
    expect((await editPage(other)).props.location.slug).toBe('other');
  });

  it('saves changes and remembers old slugs, so old addresses lead to the new one', async () => {
    const id = await create({ name: 'Rename Me' });
    await submit(
      agent,
      'put',
      `/admin/locations/${id}`,
      valid({ name: 'Renamed', slug: 'renamed', postCodeId: utrecht, capacity: '40' }),
    )
      .expect(303)
      .expect('Location', `/admin/locations/${id}/edit`);
    await submit(
      agent,
      'put',
      `/admin/locations/${id}`,
      valid({ name: 'Renamed again', slug: '', postCodeId: utrecht }),
    ).expect(303);
    const { props, flash } = await editPage(id);
    expect(flash.success).toBe('Location saved.');
    expect(props.location).toMatchObject({
      name: 'Renamed again',
      slug: 'renamed-again',
      postCode: { code: '3511 LX' },
      capacity: null,
    });
    for (const old of ['rename-me', 'renamed']) {
      await agent.get(`/locations/${old}`).expect(301).expect('Location', '/locations/renamed-again');
    }
  });

  it('lists locations with search, place sorting, a published filter, and pages keeping the query string', async () => {
    for (let index = 0; index < 11; index += 1)
      await create({
        name: `Listed ${String(index).padStart(2, '0')}`,
        streetAddress: 'Listweg 1',
        published: index % 2 === 0,
      });
    const zeist = await db().postCode.create({ data: { code: '3701 AA', placeName: 'Zeist' } });
    await create({ name: 'Zeist Listed', streetAddress: 'Listweg 2', postCodeId: zeist.id });

    const byAddress = await list('?search=listweg&sort=place&direction=desc');
    expect(byAddress.locations.total).toBe(12);
    expect(byAddress.locations.data[0]).toMatchObject({
      name: 'Zeist Listed',
      placeName: 'Zeist',
      published: true,
      deletedAt: null,
    });
    expect(byAddress.locations.nextUrl).toBe(
      '/admin/locations?search=listweg&sort=place&direction=desc&page=2&perPage=10',
    );

    const drafts = await list('?search=listed&published=no');
    expect(drafts.filters).toMatchObject({ search: 'listed', published: 'no', trashed: '' });
    expect(drafts.locations.data.map((location) => location.name)).toEqual([
      'Listed 01',
      'Listed 03',
      'Listed 05',
      'Listed 07',
      'Listed 09',
    ]);

    expect((await list('?search=zeist')).locations.data.map((location) => location.name)).toEqual(['Zeist Listed']);
    expect((await list('?search=3701')).locations.data.map((location) => location.name)).toEqual(['Zeist Listed']);
  });

  it('deletes softly: hidden from the list and the site, found with the deleted filter, restored from its edit page', async () => {
    const id = await create({ name: 'Soft Spot' });
    await submit(agent, 'delete', `/admin/locations/${id}`).expect(303).expect('Location', '/admin/locations');
    expect((await page(testApp, agent, '/admin/locations')).flash.success).toBe(
      'Location deleted. Choose "Only deleted" in the list to find and restore it.',
    );
    expect((await list('?search=soft')).locations.data).toEqual([]);
    expect((await list('?search=soft&trashed=only')).locations.data).toEqual([
      expect.objectContaining({ id, deletedAt: expect.any(String) }),
    ]);
    expect((await list('?search=soft&trashed=with')).locations.total).toBe(1);
    await agent.get('/locations/soft-spot').expect(404);
    expect((await editPage(id)).props.location.deletedAt).toEqual(expect.any(String));

    await submit(agent, 'delete', `/admin/locations/${id}`).expect(404);
    await submit(agent, 'put', `/admin/locations/${id}/restore`)
      .expect(303)
      .expect('Location', `/admin/locations/${id}/edit`);
    const restored = await editPage(id);
    expect(restored.flash.success).toBe('Location restored.');
    expect(restored.props.location.deletedAt).toBeNull();
    await submit(agent, 'put', `/admin/locations/${id}/restore`).expect(404);
    await agent.get('/locations/soft-spot').expect(200);
  });

  it('answers 404 for a location that does not exist', async () => {
    await agent.get('/admin/locations/999999/edit').expect(404);
    await submit(agent, 'put', '/admin/locations/999999', valid()).expect(404);
  });

  it('refuses a member without locations.manage', async () => {
    const id = await create({ name: 'Guarded' });
    const { agent: editor } = await signedInWith(testApp, ['editor']);
    await submit(editor, 'delete', `/admin/locations/${id}`).expect(403);
    await submit(editor, 'post', '/admin/locations', valid({ name: 'Sneaky' })).expect(403);
    expect(await db().location.findUniqueOrThrow({ where: { id } })).toMatchObject({ deletedAt: null });
    expect(await db().location.count({ where: { name: 'Sneaky' } })).toBe(0);
  });
});
