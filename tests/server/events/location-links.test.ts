import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import type { EventIndexProps, EventShowProps } from '../../../common/types/events.js';
import { signedInWith, submit } from '../admin/support.js';
import { pageAt } from '../../support/member-session.js';
import { visit } from '../../support/inertia-request.js';
import { createTestApp } from '../../support/test-app.js';
import { createLocation } from '../tickets/support.js';

const NOW = new Date('2026-03-01T10:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const testApp = await createTestApp({ clock: { now: NOW } });
afterAll(() => testApp.close());
const { db } = testApp.context;
const { agent: admin } = await signedInWith(testApp, ['admin']);

let sequence = 0;
/** Two upcoming published events at a new location: the one whose page is read, and another one there. */
async function eventsAtNewPlace(name: string) {
  const place = await createLocation(db, name);
  const at = async (days: number) => {
    sequence += 1;
    return db.event.create({
      data: {
        title: `${name} evening ${sequence}`,
        slug: `place-link-${sequence}`,
        status: 'published',
        startsAt: new Date(NOW.getTime() + days * DAY),
        endsAt: new Date(NOW.getTime() + days * DAY + 2 * 60 * 60 * 1000),
        locationId: place.id,
      },
    });
  };
  const event = await at(10);
  await at(20);
  return { place, event };
}

/** What a visitor (no session) gets of the event page: its props, and its schema.org place. */
async function visitorSees(slug: string) {
  const { body } = await visit(request(testApp.app), `/events/${slug}`, {
    version: testApp.context.assets.version,
  }).expect(200);
  const { props } = body as { props: EventShowProps };
  const { text } = await request(testApp.app).get(`/events/${slug}`).expect(200);
  const data = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(text)?.[1];
  const place = (JSON.parse(data!) as { location?: Record<string, unknown> }).location;
  return { props, place };
}

const listed = async (slug: string) => {
  const { body } = await visit(request(testApp.app), '/events', { version: testApp.context.assets.version }).expect(
    200,
  );
  return (body as { props: EventIndexProps }).props.events.data.find((event) => event.slug === slug);
};

/** Sends the location's edit form back with `published` changed, as the admin's form would. */
async function setPublished(id: number, published: boolean) {
  const edit = `/admin/locations/${id}/edit`;
  const { location } = (await pageAt<{ location: Record<string, unknown> }>(testApp, admin, edit)).props;
  const form = {
    name: location.name,
    slug: location.slug,
    description: location.description,
    streetAddress: location.streetAddress,
    postCodeId: (location.postCode as { id: number }).id,
    latitude: '',
    longitude: '',
    capacity: '',
    published,
    featured: false,
  };
  await submit(admin, 'put', `/admin/locations/${id}`, form, edit).expect(303);
}

describe("an event's link to its location", () => {
  it('links a published location: on the page, its other events and its schema.org place', async () => {
    const { place, event } = await eventsAtNewPlace('Harbour Hall');
    const { props, place: data } = await visitorSees(event.slug);
    expect(props.event.location).toEqual(expect.objectContaining({ name: 'Harbour Hall', slug: place.slug }));
    expect(props.otherEvents[0]!.location).toEqual({ name: 'Harbour Hall', slug: place.slug });
    expect(data).toEqual(
      expect.objectContaining({ url: expect.stringMatching(new RegExp(`/locations/${place.slug}$`)) }),
    );
    expect((await listed(event.slug))!.location).toEqual({ name: 'Harbour Hall', slug: place.slug });
  });

  it('names an unpublished location as text, with its address, from the next visit on', async () => {
    const { place, event } = await eventsAtNewPlace('Canal House');
    expect((await visitorSees(event.slug)).props.event.location!.slug).toBe(place.slug);
    await setPublished(place.id, false);
    const { props, place: data } = await visitorSees(event.slug);
    expect(props.event.location).toEqual(
      expect.objectContaining({ name: 'Canal House', slug: null, streetAddress: 'Oudegracht 88' }),
    );
    expect(props.otherEvents[0]!.location).toEqual({ name: 'Canal House', slug: null });
    expect(data).toEqual(expect.objectContaining({ name: 'Canal House' }));
    expect(data).not.toHaveProperty('url');
    expect((await listed(event.slug))!.location).toEqual({ name: 'Canal House', slug: null });
    await setPublished(place.id, true);
    expect((await visitorSees(event.slug)).props.event.location!.slug).toBe(place.slug);
  });

  it('names a deleted location as text from the next visit on, and links it again once restored', async () => {
    const { place, event } = await eventsAtNewPlace('Old Mill');
    expect((await visitorSees(event.slug)).props.event.location!.slug).toBe(place.slug);
    const edit = `/admin/locations/${place.id}/edit`;
    await submit(admin, 'delete', `/admin/locations/${place.id}`, {}, edit).expect(303);
    const { props, place: data } = await visitorSees(event.slug);
    expect(props.event.location).toEqual(expect.objectContaining({ name: 'Old Mill', slug: null }));
    expect(props.otherEvents[0]!.location).toEqual({ name: 'Old Mill', slug: null });
    expect(data).not.toHaveProperty('url');
    await submit(admin, 'put', `/admin/locations/${place.id}/restore`, {}, edit).expect(303);
    expect((await visitorSees(event.slug)).props.event.location!.slug).toBe(place.slug);
  });
});
