import { describe, expect, it } from 'vitest';
import type { AdminEventForm, AdminEventSummary, LocationChoice } from '../../../../common/types/event-admin.js';
import type { ListFilters, Paginated } from '../../../../common/types/list.js';
import { createRoleWith } from '../../../support/factories.js';
import { onlyEvent } from '../../../support/ical.js';
import { partOfType } from '../../../support/mailbox.js';
import { appWithAdmin, page, signedInWith, submit } from '../../admin/support.js';
import { createEvent, createTicket } from './support.js';

type IndexProps = { events: Paginated<AdminEventSummary>; filters: ListFilters; canScan: boolean };
type EditProps = { event: AdminEventForm; locations: LocationChoice[] };

const NOW = new Date('2026-06-15T12:00:00Z');
const { testApp, admin } = await appWithAdmin({ clock: { now: NOW } });

const editUrl = (id: number) => `/admin/events/${id}/edit`;

/** A complete, valid form for the event, as the edit page sends it; `changes` override fields. */
function formFor(event: AdminEventForm, changes: Record<string, unknown> = {}) {
  const { id: _id, cover: _cover, ...fields } = event;
  return { ...fields, ...changes };
}

async function editForm(id: number) {
  return (await page<EditProps>(testApp, admin, editUrl(id))).props.event;
}

/** Saves the edit form with `changes`, sent from the edit page, which answers 303 either way. */
async function saveForm(id: number, changes: Record<string, unknown> = {}) {
  return submit(admin, 'put', `/admin/events/${id}`, formFor(await editForm(id), changes), editUrl(id)).expect(303);
}

const stored = (id: number) => testApp.context.db.event.findUniqueOrThrow({ where: { id } });

describe('admin events list', () => {
  it('searches title and location, filters by status and time, sorts, and keeps the query in page links', async () => {
    const { db } = testApp.context;
    const postCode = await db.postCode.create({ data: { code: 'LIST 1', placeName: 'Listville' } });
    const hall = await db.location.create({
      data: { name: 'Quokka Hall', slug: 'quokka-hall', streetAddress: '1 Main St', postCodeId: postCode.id },
    });
    for (let i = 1; i <= 12; i += 1) {
      await createEvent(db, {
        title: `Quokka night ${String(i).padStart(2, '0')}`,
        startsAt: new Date(Date.UTC(2026, 6, i, 18)),
        status: i % 3 === 0 ? 'draft' : 'published',
      });
    }
    await createEvent(db, { title: 'Quokka past', startsAt: new Date('2026-01-10T18:00:00Z') });
    await createEvent(db, { title: 'Gathering', startsAt: new Date('2026-08-01T18:00:00Z'), locationId: hall.id });

    const { component, props } = await page<IndexProps>(
      testApp,
      admin,
      '/admin/events?search=QUOKKA%20night&status=published&when=upcoming&sort=title&direction=desc',
    );
    expect(component).toBe('admin/event/Index');
    expect(props.events.total).toBe(8);
    expect(props.events.data.map((event) => event.title)).toEqual([
      'Quokka night 11',
      'Quokka night 10',
      'Quokka night 08',
      'Quokka night 07',
      'Quokka night 05',
      'Quokka night 04',
      'Quokka night 02',
      'Quokka night 01',
    ]);
    expect(props.filters).toEqual({
      search: 'QUOKKA night',
      sort: 'title',
      direction: 'desc',
      page: 1,
      perPage: 10,
      status: 'published',
      when: 'upcoming',
    });
    expect(props.canScan).toBe(true);

    const byLocation = await page<IndexProps>(testApp, admin, '/admin/events?search=quokka%20hall');
    expect(byLocation.props.events.data).toMatchObject([
      { title: 'Gathering', location: 'Quokka Hall', status: 'published' },
    ]);

    const past = await page<IndexProps>(testApp, admin, '/admin/events?search=quokka&when=past');
    expect(past.props.events.data.map((event) => event.title)).toEqual(['Quokka past']);

    // 'quokka' also finds the event held at Quokka Hall.
    const first = await page<IndexProps>(testApp, admin, '/admin/events?search=quokka&sort=startsAt&direction=asc');
    expect(first.props.events).toMatchObject({ total: 14, lastPage: 2, from: 1, to: 10 });
    expect(first.props.events.data[0]!.title).toBe('Quokka past');
    expect(first.props.events.nextUrl).toBe(
      '/admin/events?search=quokka&sort=startsAt&direction=asc&page=2&perPage=10',
    );
    const second = await page<IndexProps>(testApp, admin, first.props.events.nextUrl!);
    expect(second.props.events.data.map((event) => event.title)).toEqual([
      'Quokka night 10',
      'Quokka night 11',
      'Quokka night 12',
      'Gathering',
    ]);

    const drafts = await page<IndexProps>(testApp, admin, '/admin/events?search=quokka&status=draft&sort=status');
    expect(drafts.props.events.data.map((event) => event.status)).toEqual(['draft', 'draft', 'draft', 'draft']);
    const ignored = await page<IndexProps>(testApp, admin, '/admin/events?status=deleted&when=tomorrow&sort=password');
    expect(ignored.props.filters).toMatchObject({ status: '', when: '', sort: 'startsAt' });
  });

  it('lists soonest first by default, with tickets taken and places left', async () => {
    const { db } = testApp.context;
    const later = await createEvent(db, {
      title: 'Wombat later',
      startsAt: new Date('2031-03-02T18:00:00Z'),
      capacity: 3,
    });
    const sooner = await createEvent(db, { title: 'Wombat sooner', startsAt: new Date('2031-03-01T18:00:00Z') });
    await createTicket(db, later.id);
    await createTicket(db, later.id);
    await createTicket(db, later.id, { cancelled: true });
    await createTicket(db, sooner.id);
    const { props } = await page<IndexProps>(testApp, admin, '/admin/events?search=wombat');
    expect(props.filters).toMatchObject({ sort: 'startsAt', direction: 'asc' });
    expect(props.events.data).toMatchObject([
      { title: 'Wombat sooner', ticketsTaken: 1, placesLeft: null },
      { title: 'Wombat later', ticketsTaken: 2, placesLeft: 1 },
    ]);
  });

  it('is for events.manage only, and tells managers without tickets.scan there is no scanner for them', async () => {
    const { db } = testApp.context;
    await createRoleWith(db, 'planners', ['events.manage']);
    const planner = await signedInWith(testApp, ['planners']);
    const { props } = await page<IndexProps>(testApp, planner.agent, '/admin/events');
    expect(props.canScan).toBe(false);
    const door = await signedInWith(testApp, ['door']);
    await door.agent.get('/admin/events').expect(403);
  });
});

describe('new event', () => {
  it('creates a draft a week ahead with a unique slug and opens its edit page', async () => {
    const { db } = testApp.context;
    const first = await submit(admin, 'post', '/admin/events', {}, '/admin/events').expect(302);
    const second = await submit(admin, 'post', '/admin/events', {}, '/admin/events').expect(302);
    const [a, b] = [first, second].map((response) =>
      Number(/^\/admin\/events\/(\d+)\/edit$/.exec(response.headers.location!)![1]),
    );
    const [draftA, draftB] = await Promise.all([stored(a!), stored(b!)]);
    expect(draftA).toMatchObject({ title: 'Untitled event', status: 'draft', capacity: null, locationId: null });
    expect(draftA.startsAt.toISOString()).toBe('2026-06-22T12:00:00.000Z');
    expect(draftA.endsAt.toISOString()).toBe('2026-06-22T14:00:00.000Z');
    expect(draftA.slug).not.toBe(draftB.slug);
    expect([draftA.slug, draftB.slug].every((slug) => slug.startsWith('untitled-event'))).toBe(true);

    const { component, props, flash } = await page<EditProps>(testApp, admin, first.headers.location!);
    expect(component).toBe('admin/event/Edit');
    expect(props.event).toMatchObject({
      id: a,
      title: 'Untitled event',
      status: 'draft',
      capacity: '',
      locationId: '',
    });
    expect(flash.success).toBe('Draft event created.');
    expect(await db.event.count({ where: { id: { in: [a!, b!] } } })).toBe(2);
  });
});

describe('edit event', () => {
  it('saves every field and publishes', async () => {
    const { db } = testApp.context;
    const postCode = await db.postCode.create({ data: { code: 'EDIT 1', placeName: 'Editville' } });
    const hall = await db.location.create({
      data: { name: 'Edit Hall', slug: 'edit-hall', streetAddress: '2 Main St', postCodeId: postCode.id },
    });
    const event = await createEvent(db, { status: 'draft' });
    const { props } = await page<EditProps>(testApp, admin, editUrl(event.id));
    expect(props.locations).toContainEqual({ id: hall.id, name: 'Edit Hall' });

    await submit(
      admin,
      'put',
      `/admin/events/${event.id}`,
      formFor(props.event, {
        title: 'Summer fair',
        slug: 'summer-fair',
        summary: 'Games and food',
        description: '# Welcome\n\nBring a friend.',
        startsAt: '2026-07-04T10:00:00.000Z',
        endsAt: '2026-07-04T17:00:00+00:00',
        locationId: String(hall.id),
        capacity: '150',
        registrationOpensAt: '2026-06-20T09:00:00.000Z',
        registrationClosesAt: '2026-07-04T09:00:00.000Z',
        minimumAge: '12',
        status: 'published',
      }),
      editUrl(event.id),
    ).expect(303);

    expect(await stored(event.id)).toMatchObject({
      title: 'Summer fair',
      slug: 'summer-fair',
      summary: 'Games and food',
      description: '# Welcome\n\nBring a friend.',
      startsAt: new Date('2026-07-04T10:00:00Z'),
      endsAt: new Date('2026-07-04T17:00:00Z'),
      locationId: hall.id,
      capacity: 150,
      registrationOpensAt: new Date('2026-06-20T09:00:00Z'),
      registrationClosesAt: new Date('2026-07-04T09:00:00Z'),
      minimumAge: 12,
      status: 'published',
    });
    // Empty optional fields mean none: unlimited, no window, no age limit, no location.
    await saveForm(event.id, {
      locationId: '',
      capacity: '',
      registrationOpensAt: '',
      registrationClosesAt: '',
      minimumAge: '',
    });
    expect(await stored(event.id)).toMatchObject({
      locationId: null,
      capacity: null,
      registrationOpensAt: null,
      registrationClosesAt: null,
      minimumAge: null,
    });
  });

  const refusals: [string, Record<string, unknown>, string, string][] = [
    ['an empty title', { title: '  ' }, 'title', 'The title is required.'],
    [
      'a slug with capitals or spaces',
      { slug: 'Summer Fair' },
      'slug',
      'Use lower-case letters, digits and single dashes, like summer-fair.',
    ],
    [
      'a slug with a double dash',
      { slug: 'summer--fair' },
      'slug',
      'Use lower-case letters, digits and single dashes, like summer-fair.',
    ],
    ['an empty slug', { slug: '' }, 'slug', 'The slug is required.'],
    [
      'a summary over 300 characters',
      { summary: 'x'.repeat(301) },
      'summary',
      'The summary may not be longer than 300 characters.',
    ],
    ['no start', { startsAt: '' }, 'startsAt', 'Enter when the event starts.'],
    ['a start that is no date', { startsAt: 'next friday' }, 'startsAt', 'Enter when the event starts.'],
    [
      'an end before the start',
      { startsAt: '2026-07-04T10:00:00Z', endsAt: '2026-07-04T09:00:00Z' },
      'endsAt',
      'The end must be after the start.',
    ],
    [
      'an end equal to the start',
      { startsAt: '2026-07-04T10:00:00Z', endsAt: '2026-07-04T10:00:00Z' },
      'endsAt',
      'The end must be after the start.',
    ],
    ['a location that does not exist', { locationId: '999999' }, 'locationId', 'Choose a location from the list.'],
    ['a location that is not a number', { locationId: 'hall' }, 'locationId', 'Choose a location from the list.'],
    [
      'a capacity of 0',
      { capacity: '0' },
      'capacity',
      'The capacity must be a whole number of at least 1, or empty for unlimited.',
    ],
    [
      'a negative capacity',
      { capacity: '-5' },
      'capacity',
      'The capacity must be a whole number of at least 1, or empty for unlimited.',
    ],
    [
      'a fractional capacity',
      { capacity: '2.5' },
      'capacity',
      'The capacity must be a whole number of at least 1, or empty for unlimited.',
    ],
    [
      'a registration that closes before it opens',
      {
        startsAt: '2026-07-04T10:00:00Z',
        endsAt: '2026-07-04T12:00:00Z',
        registrationOpensAt: '2026-06-20T00:00:00Z',
        registrationClosesAt: '2026-06-19T00:00:00Z',
      },
      'registrationClosesAt',
      'Registration must close after it opens.',
    ],
    [
      'a registration that closes after the end',
      {
        startsAt: '2026-07-04T10:00:00Z',
        endsAt: '2026-07-04T12:00:00Z',
        registrationClosesAt: '2026-07-04T13:00:00Z',
      },
      'registrationClosesAt',
      'Registration must close by the end of the event.',
    ],
    [
      'a registration that opens after the end',
      { startsAt: '2026-07-04T10:00:00Z', endsAt: '2026-07-04T12:00:00Z', registrationOpensAt: '2026-07-05T00:00:00Z' },
      'registrationOpensAt',
      'Registration must open before the event ends.',
    ],
    [
      'an end past the year 9999 once its offset is applied',
      { endsAt: '9999-12-31T23:59:59-23:59' },
      'endsAt',
      'Choose a date between 1900 and 2999.',
    ],
    [
      'a start in the year 0',
      { startsAt: '0000-01-01T00:00:00+01:00' },
      'startsAt',
      'Choose a date between 1900 and 2999.',
    ],
    [
      'a description quoted 5,000 levels deep',
      { description: '> '.repeat(5000) },
      'description',
      'This text nests quotes or lists too deeply to show.',
    ],
    [
      'a registration date that is no date',
      { registrationOpensAt: '31/12/2026' },
      'registrationOpensAt',
      'Enter a valid date and time, or leave it empty.',
    ],
    [
      'a minimum age over 120',
      { minimumAge: '121' },
      'minimumAge',
      'The minimum age must be a whole number from 0 to 120, or empty.',
    ],
    [
      'a negative minimum age',
      { minimumAge: -1 },
      'minimumAge',
      'The minimum age must be a whole number from 0 to 120, or empty.',
    ],
    ['an unknown status', { status: 'archived' }, 'status', 'Choose draft, published or cancelled.'],
    ['an unexpected field', { secretField: 'x' }, 'secretField', 'This field is not accepted.'],
  ];

  it.each(refusals)('refuses %s with one clear message and changes nothing', async (_case, changes, field, message) => {
    const { db } = testApp.context;
    const event = await createEvent(db, { status: 'draft', capacity: 10 });
    const before = await stored(event.id);
    const response = await saveForm(event.id, changes);
    expect(response.headers.location).toBe(editUrl(event.id));
    const { props } = await page<EditProps>(testApp, admin, editUrl(event.id));
    expect(props.errors).toEqual({ [field]: message });
    expect(await stored(event.id)).toEqual(before);
  });

  it('refuses a slug another event uses', async () => {
    const { db } = testApp.context;
    const [taken, event] = [await createEvent(db), await createEvent(db)];
    const before = await stored(event.id);
    await saveForm(event.id, { slug: taken.slug });
    expect((await page<EditProps>(testApp, admin, editUrl(event.id))).props.errors).toEqual({
      slug: 'Another event already uses this slug.',
    });
    expect(await stored(event.id)).toEqual(before);
  });

  it('refuses a deleted location', async () => {
    const { db } = testApp.context;
    const postCode = await db.postCode.create({ data: { code: 'GONE 1', placeName: 'Goneville' } });
    const gone = await db.location.create({
      data: {
        name: 'Gone Hall',
        slug: 'gone-hall',
        streetAddress: '3 Main St',
        postCodeId: postCode.id,
        deletedAt: NOW,
      },
    });
    const event = await createEvent(db);
    expect((await page<EditProps>(testApp, admin, editUrl(event.id))).props.locations).not.toContainEqual({
      id: gone.id,
      name: 'Gone Hall',
    });
    await saveForm(event.id, { locationId: gone.id });
    expect((await page<EditProps>(testApp, admin, editUrl(event.id))).props.errors).toEqual({
      locationId: 'Choose a location from the list.',
    });
    expect((await stored(event.id)).locationId).toBeNull();
  });

  it('refuses a capacity below the active tickets already issued, and accepts one equal to them', async () => {
    const { db } = testApp.context;
    const event = await createEvent(db, { capacity: 5 });
    for (let i = 0; i < 3; i += 1) await createTicket(db, event.id);
    await createTicket(db, event.id, { cancelled: true });
    await saveForm(event.id, { capacity: '2' });
    const { props } = await page<EditProps>(testApp, admin, editUrl(event.id));
    expect(props.errors).toEqual({
      capacity:
        '3 tickets are already issued: the capacity cannot be less than 3 (cancel tickets first, or leave it empty for unlimited).',
    });
    expect((await stored(event.id)).capacity).toBe(5);

    await saveForm(event.id, { capacity: 3 });
    expect((await stored(event.id)).capacity).toBe(3);
  });

  it('keeps the old slug working: /events/<old> answers 301 to the new one', async () => {
    const { db } = testApp.context;
    const event = await createEvent(db, { title: 'Renamed' });
    const oldSlug = event.slug;
    await saveForm(event.id, { slug: 'renamed-event' });
    expect((await stored(event.id)).slug).toBe('renamed-event');
    expect(await db.slugRedirect.findUnique({ where: { kind_slug: { kind: 'event', slug: oldSlug } } })).toMatchObject({
      targetId: event.id,
    });
    const response = await admin.get(`/events/${oldSlug}`).expect(301);
    expect(response.headers.location).toBe('/events/renamed-event');
  });

  it('cancels an event, keeps its tickets and mails each holder once', async () => {
    const { db } = testApp.context;
    const event = await createEvent(db, { title: 'Boat trip', startsAt: new Date('2026-07-04T10:00:00Z') });
    const { ticket, user } = await createTicket(db, event.id);
    const gone = await createTicket(db, event.id, { cancelled: true });
    await saveForm(event.id, { status: 'cancelled' });
    expect((await stored(event.id)).status).toBe('cancelled');
    expect(await db.ticket.findUniqueOrThrow({ where: { id: ticket.id } })).toMatchObject({ status: 'active' });

    const mails = await testApp.mailTo(user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Cancelled: Boat trip']);
    expect(mails[0]!.text).toContain(
      'Boat trip, planned for Saturday, 4 July 2026 at 10:00 (UTC), has been cancelled.',
    );
    expect(mails[0]!.text).toContain(`/events/${event.slug}`);
    const calendar = onlyEvent(partOfType(mails[0]!.raw, 'text/calendar'));
    expect(calendar).toMatchObject({ status: 'CANCELLED', sequence: 1 });
    expect(await testApp.mailTo(gone.user.email)).toEqual([]);
    // Saving the cancelled event again tells no one twice.
    await saveForm(event.id, { summary: 'Called off' });
    expect(await testApp.mailTo(user.email)).toHaveLength(1);
  });

  it('refuses to cancel a draft, which was never public, and keeps it hidden', async () => {
    const { db } = testApp.context;
    const event = await createEvent(db, { title: 'Secret plan', status: 'draft' });
    await saveForm(event.id, { status: 'cancelled' });
    expect((await page<EditProps>(testApp, admin, editUrl(event.id))).props.errors).toEqual({
      status: 'A draft was never published, so there is nothing to cancel: keep it as a draft.',
    });
    expect((await stored(event.id)).status).toBe('draft');
    await admin.get(`/events/${event.slug}`).expect(404);
    expect((await admin.get('/events.ics').expect(200)).text).not.toContain('Secret plan');
  });

  it('is for events.manage only', async () => {
    const { db } = testApp.context;
    const event = await createEvent(db);
    const door = await signedInWith(testApp, ['door']);
    await door.agent.get(editUrl(event.id)).expect(403);
    await submit(
      door.agent,
      'put',
      `/admin/events/${event.id}`,
      formFor(await editForm(event.id), { title: 'Hacked' }),
    ).expect(403);
    await submit(door.agent, 'post', '/admin/events').expect(403);
    expect((await stored(event.id)).title).toBe(event.title);
    await admin.get('/admin/events/999999/edit').expect(404);
  });
});

describe('capacity while tickets are being taken', () => {
  it('never ends with more active tickets than places when the capacity is lowered as members take tickets', async () => {
    const { db } = testApp.context;
    const event = await createEvent(db, { capacity: 10 });
    const form = formFor(await editForm(event.id), { capacity: '3' });
    const members = [];
    for (let i = 0; i < 8; i += 1) members.push(await signedInWith(testApp, []));

    await Promise.all([
      ...members.map(({ agent }) =>
        submit(agent, 'post', `/events/${event.slug}/tickets`, {}, `/events/${event.slug}`),
      ),
      submit(admin, 'put', `/admin/events/${event.id}`, form, editUrl(event.id)),
    ]);

    const { capacity } = await stored(event.id);
    const active = await db.ticket.count({ where: { eventId: event.id, status: 'active' } });
    expect(capacity === 3 || capacity === 10).toBe(true);
    expect(active).toBeLessThanOrEqual(capacity!);
    expect(active).toBeGreaterThan(0);
  }, 60_000);
});

describe('description preview', () => {
  it('renders Markdown as the event page will, sanitised, for events.manage only', async () => {
    const response = await submit(admin, 'post', '/admin/events/preview', {
      body: '**Bring** food <script>alert(1)</script>',
    }).expect(200);
    expect(response.body.html).toContain('<strong>Bring</strong> food');
    expect(response.body.html).not.toContain('<script');
    await submit(admin, 'post', '/admin/events/preview', { body: 5 }).expect(422);
    const deep = await submit(admin, 'post', '/admin/events/preview', { body: '> '.repeat(49_999) }).expect(422);
    expect(deep.body).toEqual({ errors: { body: 'This text nests quotes or lists too deeply to show.' } });
    const door = await signedInWith(testApp, ['door']);
    await submit(door.agent, 'post', '/admin/events/preview', { body: 'x' }).expect(403);
  });
});
