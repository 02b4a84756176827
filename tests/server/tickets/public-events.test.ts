import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { recordSlugChange } from '../../../server/content/slugs.js';
import type { EventIndexProps, EventShowProps } from '../../../common/types/events.js';
import { visit } from '../../support/inertia-request.js';
import { createTestApp } from '../../support/test-app.js';
import { createEvent, createLocation, DAY, issueTicket } from './support.js';
import { createUser } from '../../support/factories.js';

const NOW = new Date('2026-06-15T10:00:00Z');
const testApp = await createTestApp({ clock: { now: NOW } });
afterAll(() => testApp.close());
const { db } = testApp.context;
const version = testApp.context.assets.version;

const get = (url: string) => visit(request(testApp.app), url, { version });
async function list(query = '') {
  const { body } = await get(`/events${query}`).expect(200);
  expect(body.component).toBe('event/Index');
  return body.props as EventIndexProps;
}
const titles = (props: EventIndexProps) => props.events.data.map((event) => event.title);

const harbour = await createLocation(db, 'Harbour Hall');
const canal = await createLocation(db, 'Canal House');
const hidden = await db.location.update({
  where: { id: (await createLocation(db, 'Hidden Barn')).id },
  data: { published: false },
});
await createEvent(db, NOW, { title: 'Jazz by the water', summary: 'Live music.', inDays: 3, locationId: harbour.id });
await createEvent(db, NOW, {
  title: 'Poetry night',
  summary: 'Poems and tea with jazz records.',
  inDays: 10,
  locationId: canal.id,
});
await createEvent(db, NOW, { title: 'Called off picnic', inDays: 5, status: 'cancelled' });
await createEvent(db, NOW, { title: 'Secret draft', inDays: 4, status: 'draft' });
await createEvent(db, NOW, { title: 'Last year fair', inDays: -30, locationId: harbour.id });
await createEvent(db, NOW, { title: 'Last week talk', inDays: -7 });
await createEvent(db, NOW, {
  title: 'Ongoing workshop',
  startsAt: new Date(NOW.getTime() - DAY / 24),
  endsAt: new Date(NOW.getTime() + DAY / 24),
});

describe('the public event list', () => {
  it('shows published and cancelled events that have not ended, soonest first, never drafts', async () => {
    const props = await list();
    expect(titles(props)).toEqual(['Ongoing workshop', 'Jazz by the water', 'Called off picnic', 'Poetry night']);
    expect(props.events.data.find((event) => event.title === 'Called off picnic')?.status).toBe('cancelled');
    expect(props.locations.map((location) => location.name)).toEqual(['Canal House', 'Harbour Hall']);
    expect(props.filters).toMatchObject({ search: '', location: '', from: '', to: '', past: '', page: 1 });
  });

  it('shows ended events on request, the latest first', async () => {
    expect(titles(await list('?past=1'))).toEqual(['Last week talk', 'Last year fair']);
  });

  it('searches titles and summaries, whatever the case', async () => {
    expect(titles(await list('?search=JAZZ'))).toEqual(['Jazz by the water', 'Poetry night']);
    expect((await list('?search=JAZZ')).filters.search).toBe('JAZZ');
  });

  it('filters by a published location and by a date range (whole days)', async () => {
    expect(titles(await list(`?location=${harbour.slug}`))).toEqual(['Jazz by the water']);
    expect(titles(await list(`?location=${harbour.slug}&past=1`))).toEqual(['Last year fair']);
    expect(titles(await list('?from=2026-06-18&to=2026-06-20'))).toEqual(['Jazz by the water', 'Called off picnic']);
    expect(titles(await list('?from=2026-06-25'))).toEqual(['Poetry night']);
  });

  it('ignores invalid filter values instead of failing, and echoes what it applied', async () => {
    const props = await list(
      `?location=${hidden.slug}&from=2026-02-30&to=yesterday&past=yes&page=abc&perPage=7&search[]=x`,
    );
    expect(props.filters).toMatchObject({ location: '', from: '', to: '', past: '', page: 1, perPage: 10, search: '' });
    expect(titles(props)).toHaveLength(4);
  });

  it('paginates on the server, the page links keeping the query string', async () => {
    for (let day = 20; day < 32; day += 1)
      await createEvent(db, NOW, { title: `Weekly jam ${day}`, summary: 'jam', inDays: day });
    const first = await list('?search=jam');
    expect(first.events).toMatchObject({ total: 12, page: 1, lastPage: 2, perPage: 10 });
    expect(first.events.nextUrl).toBe('/events?search=jam&sort=startsAt&direction=asc&page=2&perPage=10');
    const second = await list('?search=jam&page=2');
    expect(titles(second)).toEqual(['Weekly jam 30', 'Weekly jam 31']);
  });
});

describe('the public event page', () => {
  it('shows the dates, the location with its address and map link, the places left and the description as safe HTML', async () => {
    const event = await createEvent(db, NOW, {
      title: 'Open day',
      description: 'Come **in**<script>alert(1)</script>',
      capacity: 3,
      locationId: harbour.id,
      minimumAge: 12,
    });
    await issueTicket(db, event.id, (await createUser(db)).id);
    const { body } = await get(`/events/${event.slug}`).expect(200);
    expect(body.component).toBe('event/Show');
    const props = body.props as EventShowProps;
    expect(props.event).toMatchObject({
      title: 'Open day',
      status: 'published',
      startsAt: event.startsAt.toISOString(),
      endsAt: event.endsAt.toISOString(),
      capacity: 3,
      remaining: 2,
      minimumAge: 12,
      cover: null,
      location: { name: 'Harbour Hall', streetAddress: 'Oudegracht 88', placeName: 'Utrecht' },
    });
    expect(props.event.location?.mapUrl).toMatch(/^https:\/\/www\.openstreetmap\.org\/search\?query=Oudegracht\+88/);
    expect(props.event.descriptionHtml).toContain('<strong>in</strong>');
    expect(props.event.descriptionHtml).not.toContain('<script');
    expect(props.ticketPanel).toEqual({ kind: 'guest' });
  });

  it('shows unlimited places as null', async () => {
    const event = await createEvent(db, NOW, { capacity: null });
    const { body } = await get(`/events/${event.slug}`).expect(200);
    expect(body.props.event).toMatchObject({ capacity: null, remaining: null });
  });

  it('keeps a cancelled event visible, marked as cancelled', async () => {
    const event = await createEvent(db, NOW, { status: 'cancelled' });
    const { body } = await get(`/events/${event.slug}`).expect(200);
    expect(body.props.event.status).toBe('cancelled');
  });

  it('does not show drafts to visitors', async () => {
    const event = await createEvent(db, NOW, { status: 'draft' });
    await get(`/events/${event.slug}`).expect(404);
    await get('/events/no-such-event').expect(404);
  });

  it('sends an old slug to the event under its new one (301)', async () => {
    const event = await createEvent(db, NOW, { slug: 'summer-fair-2026' });
    await recordSlugChange(db, 'event', event.id, 'summer-fete', 'summer-fair-2026');
    await request(testApp.app).get('/events/summer-fete').expect(301).expect('Location', '/events/summer-fair-2026');
  });
});
