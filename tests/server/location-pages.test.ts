import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocationDetail, LocationSummary } from '../../common/types/content.js';
import type { ListFilters, Paginated } from '../../common/types/list.js';
import { visit } from '../support/inertia-request.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let testApp: TestApp;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  testApp = await createTestApp();
  const amsterdam = await db().postCode.create({ data: { code: '1011 AB', placeName: 'Amsterdam' } });
  const utrecht = await db().postCode.create({
    data: { code: '3511 LX', placeName: 'Utrecht', latitude: 52.09, longitude: 5.12 },
  });
  const hidden = await db().postCode.create({ data: { code: '9999 ZZ', placeName: 'Hiddenville' } });
  await db().location.createMany({
    data: [
      {
        name: 'Harbour Hall',
        slug: 'harbour-hall',
        streetAddress: 'Kade 12',
        postCodeId: amsterdam.id,
        published: true,
        capacity: 250,
        description: 'A **warm** hall <script>alert(1)</script> [x](javascript:alert(2))',
      },
      {
        name: 'Canal House',
        slug: 'canal-house',
        streetAddress: 'Oudegracht 88',
        postCodeId: utrecht.id,
        published: true,
        latitude: 52.0907,
        longitude: 5.1214,
      },
      { name: 'Draft Barn', slug: 'draft-barn', streetAddress: 'Hidden 1', postCodeId: hidden.id, published: false },
      {
        name: 'Gone Mill',
        slug: 'gone-mill',
        streetAddress: 'Hidden 2',
        postCodeId: hidden.id,
        published: true,
        deletedAt: new Date(),
      },
      ...Array.from({ length: 11 }, (_, index) => ({
        name: `Amsterdam Room ${String(index).padStart(2, '0')}`,
        slug: `room-${index}`,
        streetAddress: 'Roomstraat 1',
        postCodeId: amsterdam.id,
        published: true,
      })),
    ],
  });
  const hall = await db().location.findUniqueOrThrow({ where: { slug: 'harbour-hall' } });
  const now = testApp.clock.now.getTime();
  await db().event.createMany({
    data: [
      {
        title: 'Next week',
        slug: 'next-week',
        startsAt: new Date(now + 7 * DAY),
        endsAt: new Date(now + 7 * DAY + 3_600_000),
        status: 'published',
        locationId: hall.id,
      },
      {
        title: 'Tomorrow',
        slug: 'tomorrow',
        startsAt: new Date(now + DAY),
        endsAt: new Date(now + DAY + 3_600_000),
        status: 'published',
        locationId: hall.id,
      },
      {
        title: 'Last week',
        slug: 'last-week',
        startsAt: new Date(now - 7 * DAY),
        endsAt: new Date(now - 7 * DAY + 3_600_000),
        status: 'published',
        locationId: hall.id,
      },
      {
        title: 'Still a draft',
        slug: 'still-a-draft',
        startsAt: new Date(now + 2 * DAY),
        endsAt: new Date(now + 2 * DAY + 3_600_000),
        status: 'draft',
        locationId: hall.id,
      },
    ],
  });
});
afterAll(() => testApp.close());

const db = () => testApp.context.db;
const get = (url: string) => visit(request(testApp.app), url, { version: testApp.context.assets.version });
const index = async (query = '') =>
  (await get(`/locations${query}`).expect(200)).body.props as {
    locations: Paginated<LocationSummary>;
    filters: ListFilters;
    places: string[];
  };
const names = (list: Paginated<LocationSummary>) => list.data.map((location) => location.name);

describe('public location pages', () => {
  it('list published locations only, by name, ten a page with links keeping the query string', async () => {
    const { body } = await get('/locations').expect(200);
    expect(body.component).toBe('location/Index');
    const props = body.props as Awaited<ReturnType<typeof index>>;
    expect(props.locations.total).toBe(13);
    expect(names(props.locations)).not.toContain('Draft Barn');
    expect(props.places).toEqual(['Amsterdam', 'Utrecht']);
    const second = await index('?search=room&page=2');
    expect(names(second.locations)).toEqual(['Amsterdam Room 10']);
    expect(second.locations.prevUrl).toBe('/locations?search=room&sort=name&direction=asc&page=1&perPage=10');
  });

  it('search in names, addresses and places, and filter by place', async () => {
    expect(names((await index('?search=oudegracht')).locations)).toEqual(['Canal House']);
    expect(names((await index('?search=utrecht')).locations)).toEqual(['Canal House']);
    expect(names((await index('?search=hall')).locations)).toEqual(['Harbour Hall']);
    expect(names((await index('?search=hidden')).locations)).toEqual([]);
    const place = await index('?place=Utrecht');
    expect(names(place.locations)).toEqual(['Canal House']);
    expect(place.filters.place).toBe('Utrecht');
    // A place without a visible location is not a choice: the filter is ignored, not an error.
    expect((await index('?place=Hiddenville')).filters.place).toBe('');
  });

  it('show a location: address, capacity, sanitised description, map link and upcoming events', async () => {
    const { body } = await get('/locations/harbour-hall').expect(200);
    expect(body.component).toBe('location/Show');
    const location = body.props.location as LocationDetail;
    expect(location).toMatchObject({
      name: 'Harbour Hall',
      streetAddress: 'Kade 12',
      postCode: '1011 AB',
      placeName: 'Amsterdam',
      capacity: 250,
    });
    expect(location.descriptionHtml).toContain('<strong>warm</strong>');
    expect(location.descriptionHtml).not.toMatch(/<script|javascript:/i);
    expect(location.mapUrl).toBe('https://www.openstreetmap.org/search?query=Kade+12%2C+1011+AB+Amsterdam');
    expect(location.events.map((event) => event.slug)).toEqual(['tomorrow', 'next-week']);
    expect(body.props).not.toHaveProperty('location.id');
  });

  it('point the map at the coordinates when the location has them', async () => {
    const { body } = await get('/locations/canal-house').expect(200);
    expect(body.props.location.mapUrl).toBe(
      'https://www.openstreetmap.org/?mlat=52.0907&mlon=5.1214#map=17/52.0907/5.1214',
    );
  });

  it('answer 404 for unpublished, deleted and unknown locations', async () => {
    await get('/locations/draft-barn').expect(404);
    await get('/locations/gone-mill').expect(404);
    await get('/locations/nowhere').expect(404);
  });

  it('answer 301 from an old slug, but never to a hidden location or over a slug in use', async () => {
    const canal = await db().location.findUniqueOrThrow({ where: { slug: 'canal-house' } });
    const draft = await db().location.findUniqueOrThrow({ where: { slug: 'draft-barn' } });
    await db().slugRedirect.createMany({
      data: [
        { kind: 'location', slug: 'old-canal-house', targetId: canal.id },
        { kind: 'location', slug: 'old-draft-barn', targetId: draft.id },
        { kind: 'location', slug: 'harbour-hall', targetId: canal.id },
      ],
    });
    await get('/locations/old-canal-house').expect(301).expect('Location', '/locations/canal-house');
    await get('/locations/old-draft-barn').expect(404);
    await get('/locations/harbour-hall').expect(200);
  });
});
