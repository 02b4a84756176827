import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventShowProps } from '../../common/types/events.js';
import { visit } from '../support/inertia-request.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const APP_URL = 'https://agora.example';
const DAY = 24 * 60 * 60 * 1000;
let testApp: TestApp;
let hallId = 0;

const db = () => testApp.context.db;
const inDays = (days: number) => new Date(testApp.clock.now.getTime() + days * DAY);

let sequence = 0;
async function eventAt(data: {
  title: string;
  days: number;
  locationId?: number;
  status?: 'draft' | 'published' | 'cancelled';
  summary?: string;
  coverImage?: string;
}) {
  sequence += 1;
  const { days, ...rest } = data;
  return db().event.create({
    data: {
      slug: `head-${sequence}`,
      status: 'published',
      ...rest,
      startsAt: inDays(days),
      endsAt: new Date(inDays(days).getTime() + 2 * 60 * 60 * 1000),
    },
  });
}

/** The JSON-LD blocks of a first visit's HTML, parsed. */
function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

beforeAll(async () => {
  testApp = await createTestApp({ env: { APP_URL, APP_TIMEZONE: 'Europe/Amsterdam' } });
  const postCode = await db().postCode.create({ data: { code: '1011 AB', placeName: 'Amsterdam' } });
  const hall = await db().location.create({
    data: {
      name: 'Harbour Hall',
      slug: 'harbour-hall',
      streetAddress: 'Kade 12',
      postCodeId: postCode.id,
      published: true,
    },
  });
  hallId = hall.id;
});
afterAll(() => testApp.close());

describe('the event page for search engines and link previews', () => {
  it('describes the event as schema.org Event with offset dates, place, cover and status, safely escaped', async () => {
    const event = await eventAt({
      title: 'Jazz </script><script>alert(1)</script>',
      summary: 'Music & food <b>',
      days: 30,
      locationId: hallId,
      coverImage: `${'b'.repeat(32)}_480-960`,
    });
    await db().event.update({
      where: { id: event.id },
      data: { startsAt: new Date('2027-01-15T18:00:00Z'), endsAt: new Date('2027-01-15T21:30:00Z') },
    });
    const { text } = await request(testApp.app).get(`/events/${event.slug}`).expect(200);
    expect(text).not.toContain('<script>alert(1)');
    expect(text).toContain('<meta name="description" content="Music &#38; food &#60;b&#62;">');
    expect(text).toContain(`<meta property="og:image" content="${APP_URL}/uploads/${'b'.repeat(32)}-960.webp">`);
    expect(text).toContain(`<link rel="canonical" href="${APP_URL}/events/${event.slug}">`);
    const [data] = structuredData(text);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Jazz </script><script>alert(1)</script>',
      description: 'Music & food <b>',
      url: `${APP_URL}/events/${event.slug}`,
      startDate: '2027-01-15T19:00:00+01:00',
      endDate: '2027-01-15T22:30:00+01:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Harbour Hall',
        url: `${APP_URL}/locations/harbour-hall`,
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Kade 12',
          postalCode: '1011 AB',
          addressLocality: 'Amsterdam',
        },
      },
      image: [`${APP_URL}/uploads/${'b'.repeat(32)}-960.webp`],
      organizer: { '@type': 'Organization', name: 'Agora', url: `${APP_URL}/` },
    });
  });

  it('marks a cancelled event as cancelled, gives summer dates their own offset, and falls back to a sentence', async () => {
    const event = await eventAt({ title: 'Picnic', days: 10, status: 'cancelled' });
    await db().event.update({
      where: { id: event.id },
      data: { startsAt: new Date('2027-07-01T10:00:00Z'), endsAt: new Date('2027-07-01T12:00:00Z') },
    });
    const { text } = await request(testApp.app).get(`/events/${event.slug}`).expect(200);
    const [data] = structuredData(text);
    expect(data).toMatchObject({
      eventStatus: 'https://schema.org/EventCancelled',
      startDate: '2027-07-01T12:00:00+02:00',
    });
    expect(data).not.toHaveProperty('location');
    expect(data).not.toHaveProperty('image');
    expect(text).toContain('<meta name="description" content="Picnic: an event of Agora.">');
    expect(text).not.toContain('og:image');
  });
});

describe('other events at the same location', () => {
  it('lists up to three upcoming published events there, soonest first, never this one', async () => {
    const main = await eventAt({ title: 'Main', days: 5, locationId: hallId });
    await eventAt({ title: 'Later', days: 40, locationId: hallId });
    await eventAt({ title: 'Soon', days: 6, locationId: hallId });
    await eventAt({ title: 'Middle', days: 20, locationId: hallId });
    await eventAt({ title: 'Fourth', days: 50, locationId: hallId });
    await eventAt({ title: 'Draft', days: 7, locationId: hallId, status: 'draft' });
    await eventAt({ title: 'Cancelled', days: 7, locationId: hallId, status: 'cancelled' });
    await eventAt({ title: 'Ended', days: -3, locationId: hallId });
    await eventAt({ title: 'Elsewhere', days: 8 });
    const { body } = await visit(request(testApp.app), `/events/${main.slug}`, {
      version: testApp.context.assets.version,
    }).expect(200);
    const props = body.props as EventShowProps;
    // The first test's event (in 2027) is upcoming at the hall too, but later than these three.
    expect(props.otherEvents.map((event) => event.title)).toEqual(['Soon', 'Middle', 'Later']);
  });

  it('is empty for an event without a location', async () => {
    const event = await eventAt({ title: 'Online', days: 5 });
    const { body } = await visit(request(testApp.app), `/events/${event.slug}`, {
      version: testApp.context.assets.version,
    }).expect(200);
    expect((body.props as EventShowProps).otherEvents).toEqual([]);
  });
});

describe('a meta description on every public page', () => {
  it.each([
    ['/', 'Agora: events, stories and places of our community.'],
    ['/events', 'Upcoming events of Agora: what, when and where, with tickets.'],
    ['/blog', 'News and stories from Agora.'],
    ['/locations', 'The places where Agora meets: addresses, maps and what is on.'],
    ['/locations/harbour-hall', 'Harbour Hall, Kade 12, 1011 AB Amsterdam: a location of Agora.'],
  ])('%s', async (url, description) => {
    const { text } = await request(testApp.app).get(url).expect(200);
    expect(text).toContain(`<meta name="description" content="${description}">`);
  });
});
