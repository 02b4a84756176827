import { afterAll, describe, expect, it } from 'vitest';
import type { EventShowProps } from '../../../common/types/events.js';
import type { PageProps } from '../../../common/types/pages.js';
import { toZonedInput } from '../../../common/zoned-time.js';
import { signedInWith } from '../admin/support.js';
import { pageAt, submit, type Agent } from '../../support/member-session.js';
import { holdingLocks, lockWaitsReach, suiteOnPostgres } from '../../support/lock-waits.js';
import { createTestApp } from '../../support/test-app.js';
import { editFormOf } from '../events/admin/support.js';
import { addQuestion } from '../questions/support.js';
import { createLocation, issueTicket } from '../tickets/support.js';

const ZONE = 'Europe/Amsterdam';
const NOW = new Date('2026-03-01T10:00:00Z');
const testApp = await createTestApp({ clock: { now: NOW }, env: { APP_TIMEZONE: ZONE } });
afterAll(() => testApp.close());
const { db } = testApp.context;
const { agent: admin } = await signedInWith(testApp, ['admin']);
const clubhouse = await createLocation(db, 'Clubhouse');

/** 19:30–22:00 on Tuesday 17 March 2026 in Amsterdam (winter time, UTC+1), tagged and asking one question. */
async function clubNight(slug: string) {
  const event = await db.event.create({
    data: {
      title: 'Club night',
      slug,
      description: 'Board games and **tea**.',
      status: 'published',
      startsAt: new Date('2026-03-17T18:30:00Z'),
      endsAt: new Date('2026-03-17T21:00:00Z'),
      registrationClosesAt: new Date('2026-03-17T17:30:00Z'),
      capacity: 12,
      locationId: clubhouse.id,
    },
  });
  await addQuestion(db, event.id, { label: 'Bringing a game?', kind: 'yes_no' });
  return event;
}

const wallClock = (instant: Date) => toZonedInput(instant.toISOString(), ZONE);
const seriesUrl = (id: number) => `/admin/events/${id}/series`;
const makeSeries = (agent: Agent, id: number, body: object) =>
  submit(agent, 'post', seriesUrl(id), body, seriesUrl(id));
const datesOf = (seriesId: number | null) =>
  db.event.findMany({ where: { seriesId: seriesId ?? -1 }, orderBy: { startsAt: 'asc' } });

describe('event series (SPEC §13)', () => {
  it('repeats weekly at the same wall-clock time across the change to summer time, skipping a date', async () => {
    const first = await clubNight(`club-night-${Date.now()}`);
    await makeSeries(admin, first.id, {
      frequency: 'weekly',
      interval: '1',
      ends: 'count',
      count: '5',
      skipped: ['2026-03-24'],
    })
      .expect(302)
      .expect('Location', seriesUrl(first.id));
    const { seriesId } = await db.event.findUniqueOrThrow({ where: { id: first.id } });
    const dates = await datesOf(seriesId);
    expect(dates.map(({ startsAt, endsAt }) => [wallClock(startsAt), wallClock(endsAt)])).toEqual([
      ['2026-03-17T19:30', '2026-03-17T22:00'],
      ['2026-03-31T19:30', '2026-03-31T22:00'],
      ['2026-04-07T19:30', '2026-04-07T22:00'],
      ['2026-04-14T19:30', '2026-04-14T22:00'],
    ]);
    // Summer time: the same wall clock is an hour earlier in UTC.
    expect(dates[1]!.startsAt.toISOString()).toBe('2026-03-31T17:30:00.000Z');
    expect(wallClock(dates[1]!.registrationClosesAt!)).toBe('2026-03-31T18:30');
    expect(dates[1]!.slug).toBe(`${first.slug}-2026-03-31`);
    expect(dates[1]!.descriptionHtml).toContain('<strong>tea</strong>');
    expect(await db.eventQuestion.count({ where: { eventId: dates[1]!.id } })).toBe(1);

    const page = await pageAt<PageProps['admin/event/Series']>(testApp, admin, seriesUrl(first.id));
    expect(page.flash).toEqual({ success: 'The series is made: 3 more dates, each an event of its own.' });
    expect(page.props.series?.pattern).toEqual({ frequency: 'weekly', interval: 1, weekday: 2, ordinal: null });
    expect(page.props.series?.dates).toHaveLength(4);

    const publicPage = await pageAt<EventShowProps>(testApp, admin, `/events/${first.slug}`);
    expect(publicPage.props.series?.next.map(({ slug }) => slug)).toEqual(dates.slice(1).map(({ slug }) => slug));
    // Other events at the place leave the series' own dates to the series.
    expect(publicPage.props.otherEvents.some(({ slug }) => slug.startsWith(first.slug))).toBe(false);
  });

  it('repeats monthly on the last weekday of the month when the first date is one, across the change to winter time', async () => {
    const first = await db.event.create({
      data: {
        title: 'Last-Friday quiz',
        slug: `quiz-${Date.now()}`,
        status: 'published',
        startsAt: new Date('2026-05-29T18:00:00Z'),
        endsAt: new Date('2026-05-29T20:00:00Z'),
      },
    });
    await makeSeries(admin, first.id, { frequency: 'monthly', ends: 'until', until: '2026-11-30' }).expect(302);
    const { seriesId } = await db.event.findUniqueOrThrow({ where: { id: first.id } });
    expect((await datesOf(seriesId)).map(({ startsAt }) => wallClock(startsAt))).toEqual([
      '2026-05-29T20:00',
      '2026-06-26T20:00',
      '2026-07-31T20:00',
      '2026-08-28T20:00',
      '2026-09-25T20:00',
      '2026-10-30T20:00',
      '2026-11-27T20:00',
    ]);
  });

  it('ends each date after it starts when the first ended in the hour the clock went back', async () => {
    // 02:45 summer time to 02:15 winter time on 25 October 2026: thirty minutes.
    const first = await db.event.update({
      where: { id: (await clubNight(`club-late-${Date.now()}`)).id },
      data: {
        startsAt: new Date('2026-10-25T00:45:00Z'),
        endsAt: new Date('2026-10-25T01:15:00Z'),
        registrationClosesAt: null,
      },
    });
    await makeSeries(admin, first.id, { frequency: 'weekly', ends: 'count', count: '3' }).expect(302);
    const dates = await datesOf((await db.event.findUniqueOrThrow({ where: { id: first.id } })).seriesId);
    expect(dates.map(({ startsAt, endsAt }) => [wallClock(startsAt), wallClock(endsAt)])).toEqual([
      ['2026-10-25T02:45', '2026-10-25T02:15'],
      ['2026-11-01T02:45', '2026-11-01T03:15'],
      ['2026-11-08T02:45', '2026-11-08T03:15'],
    ]);
  });

  it('refuses a rule with fewer than two dates, a bad date, and an event already in a series', async () => {
    const first = await clubNight(`club-refused-${Date.now()}`);
    await makeSeries(admin, first.id, { frequency: 'weekly', ends: 'count', count: '1' }).expect(303);
    expect((await pageAt(testApp, admin, seriesUrl(first.id))).props.errors).toEqual({
      count: 'Enter a number of dates from 2 to 52.',
    });
    await makeSeries(admin, first.id, { frequency: 'weekly', ends: 'until', until: '2026-03-20' }).expect(303);
    expect((await pageAt(testApp, admin, seriesUrl(first.id))).props.errors).toEqual({
      until: 'The series needs at least two dates: the first, and one more.',
    });
    await makeSeries(admin, first.id, {
      frequency: 'weekly',
      ends: 'count',
      count: '3',
      skipped: ['next week'],
    }).expect(303);
    expect((await pageAt(testApp, admin, seriesUrl(first.id))).props.errors).toEqual({
      skipped: 'Enter each skipped date as YYYY-MM-DD.',
    });
    await makeSeries(admin, first.id, {
      frequency: 'weekly',
      ends: 'count',
      count: '3',
      skipped: ['2026-03-17'],
    }).expect(303);
    expect((await pageAt(testApp, admin, seriesUrl(first.id))).props.errors).toEqual({
      skipped: 'The first date is this event itself: it cannot be skipped.',
    });
    expect(await db.event.count({ where: { slug: { startsWith: first.slug } } })).toBe(1);

    await makeSeries(admin, first.id, { frequency: 'weekly', ends: 'count', count: '2' }).expect(302);
    await makeSeries(admin, first.id, { frequency: 'weekly', ends: 'count', count: '2' }).expect(303);
    expect((await pageAt(testApp, admin, seriesUrl(first.id))).props.errors).toEqual({
      frequency: 'This event is already part of a series.',
    });
    const member = await signedInWith(testApp, []);
    await makeSeries(member.agent, first.id, { frequency: 'weekly', ends: 'count', count: '2' }).expect(403);
  });

  /** A club night of its own title, so its many dates stay off the other tests' lists. */
  const quizNight = async (slug: string) =>
    db.event.update({ where: { id: (await clubNight(slug)).id }, data: { title: 'Quiz night' } });

  /** "Repeat this event" for ten weekly dates, sent now (supertest sends a request once it is awaited). */
  const repeatTenWeeks = (id: number) =>
    makeSeries(admin, id, { frequency: 'weekly', ends: 'count', count: '10' }).then((response) => response);

  /** How many events carry the first's slug, and in how many series. */
  async function seriesMadeOf(first: { slug: string }) {
    const dates = await db.event.findMany({ where: { slug: { startsWith: first.slug } }, select: { seriesId: true } });
    return { dates: dates.length, series: new Set(dates.map(({ seriesId }) => seriesId)).size };
  }

  it('repeats an event once when "Repeat this event" is sent twice at once', async () => {
    const first = await quizNight(`quiz-twice-${Date.now()}`);
    const statuses = (await Promise.all([repeatTenWeeks(first.id), repeatTenWeeks(first.id)]))
      .map(({ status }) => status)
      .sort();
    expect(statuses).toEqual([302, 303]);
    expect(await seriesMadeOf(first)).toEqual({ dates: 10, series: 1 });
  });

  // PostgreSQL runs both requests side by side: held at the event's row, both have read it outside a series.
  it.skipIf(!suiteOnPostgres)('repeats an event once when both requests read it before either saved', async () => {
    const first = await quizNight(`quiz-raced-${Date.now()}`);
    const holding = holdingLocks(db, (tx) => tx.$queryRaw`SELECT id FROM "Event" WHERE id = ${first.id} FOR UPDATE`);
    await holding.held;
    const requests = Promise.all([repeatTenWeeks(first.id), repeatTenWeeks(first.id)]);
    await lockWaitsReach(db, 2);
    holding.release();
    await holding.done;
    expect((await requests).map(({ status }) => status).sort()).toEqual([302, 303]);
    expect(await seriesMadeOf(first)).toEqual({ dates: 10, series: 1 });
    expect(await db.eventSeries.count({ where: { events: { none: {} } } })).toBe(0);
  });

  it('"this and the following" changes the later dates, keeping their days, and leaves earlier ones alone', async () => {
    const first = await clubNight(`club-edit-${Date.now()}`);
    await makeSeries(admin, first.id, { frequency: 'weekly', ends: 'count', count: '4' }).expect(302);
    const { seriesId } = await db.event.findUniqueOrThrow({ where: { id: first.id } });
    const [one, two, three, four] = await datesOf(seriesId);
    const { editUrl, form } = await editFormOf(testApp, admin, two!.id);

    const change = {
      ...form,
      title: 'Games night',
      capacity: '20',
      startsAt: '2026-03-24T19:00:00.000Z', // 20:00 in Amsterdam, winter time
      endsAt: '2026-03-24T22:00:00.000Z',
      scope: 'following',
    };
    await submit(admin, 'put', `/admin/events/${two!.id}`, change, editUrl).expect(303);
    expect((await pageAt(testApp, admin, editUrl)).flash).toEqual({
      success: 'Event saved, with the 2 later dates of its series.',
    });
    const after = await datesOf(seriesId);
    expect(
      after.map(({ id, title, capacity, startsAt, endsAt, slug }) => [
        id,
        title,
        capacity,
        wallClock(startsAt),
        wallClock(endsAt),
        slug,
      ]),
    ).toEqual([
      [one!.id, 'Club night', 12, '2026-03-17T19:30', '2026-03-17T22:00', one!.slug],
      [two!.id, 'Games night', 20, '2026-03-24T20:00', '2026-03-24T23:00', two!.slug],
      [three!.id, 'Games night', 20, '2026-03-31T20:00', '2026-03-31T23:00', three!.slug],
      [four!.id, 'Games night', 20, '2026-04-07T20:00', '2026-04-07T23:00', four!.slug],
    ]);

    // "This date" only: the later ones keep what they had.
    // Its own times: sending the second date's would put two dates on one evening, in no set order.
    const threeNow = after[2]!;
    await submit(admin, 'put', `/admin/events/${three!.id}`, {
      ...change,
      slug: three!.slug,
      title: 'Special',
      startsAt: threeNow.startsAt.toISOString(),
      endsAt: threeNow.endsAt.toISOString(),
      scope: 'this',
    }).expect(303);
    expect((await datesOf(seriesId)).map(({ title }) => title)).toEqual([
      'Club night',
      'Games night',
      'Special',
      'Games night',
    ]);

    // A capacity below a later date's tickets refuses the whole change.
    for (let index = 0; index < 3; index += 1) {
      const holder = await signedInWith(testApp, []);
      await issueTicket(db, four!.id, holder.user.id);
    }
    await submit(
      admin,
      'put',
      `/admin/events/${two!.id}`,
      { ...change, title: 'Too small', capacity: '2' },
      editUrl,
    ).expect(303);
    expect((await pageAt(testApp, admin, editUrl)).props.errors).toEqual({
      capacity:
        'A later date of the series already holds 3 places (tickets and waiting-list offers): the capacity cannot be less for "this and the following dates".',
    });
    expect((await datesOf(seriesId)).map(({ title }) => title)).toEqual([
      'Club night',
      'Games night',
      'Special',
      'Games night',
    ]);

    // A date cancelled on its own stays cancelled when an earlier date's change is carried to the following.
    await submit(admin, 'put', `/admin/events/${three!.id}`, {
      ...change,
      slug: three!.slug,
      title: 'Special',
      status: 'cancelled',
      startsAt: '2026-03-31T18:00:00.000Z', // back on its own day (the "this date" edit above moved it)
      endsAt: '2026-03-31T21:00:00.000Z',
      scope: 'this',
    }).expect(303);
    await submit(admin, 'put', `/admin/events/${two!.id}`, { ...change, summary: 'Bring a friend.' }, editUrl).expect(
      303,
    );
    expect((await datesOf(seriesId)).map(({ status, summary }) => [status, summary])).toEqual([
      ['published', one!.summary],
      ['published', 'Bring a friend.'],
      ['cancelled', 'Bring a friend.'],
      ['published', 'Bring a friend.'],
    ]);
  });

  it('lists one row per series on request, with how many more dates it has', async () => {
    const first = await clubNight(`club-list-${Date.now()}`);
    await makeSeries(admin, first.id, { frequency: 'weekly', ends: 'count', count: '3' }).expect(302);
    const listed = async (query: string) =>
      (await pageAt<PageProps['event/Index']>(testApp, admin, `/events?search=Club&${query}`)).props.events.data.filter(
        ({ slug }) => slug.startsWith(first.slug),
      );
    expect((await listed('')).map(({ slug }) => slug)).toHaveLength(3);
    expect((await listed('series=1')).map(({ slug, moreDates }) => [slug, moreDates])).toEqual([[first.slug, 2]]);
  });

  /** A series of `count` weekly club nights; its dates and the edit form of the first, as the page fills it. */
  async function seriesToEdit(slug: string, count: number) {
    const first = await clubNight(`${slug}-${Date.now()}`);
    await makeSeries(admin, first.id, { frequency: 'weekly', ends: 'count', count: String(count) }).expect(302);
    const dates = await datesOf((await db.event.findUniqueOrThrow({ where: { id: first.id } })).seriesId);
    const { editUrl, form } = await editFormOf(testApp, admin, first.id);
    return {
      dates,
      editUrl,
      form,
      save: (body: object) =>
        submit(admin, 'put', `/admin/events/${first.id}`, { ...form, scope: 'following', ...body }, editUrl),
    };
  }

  it('"this and the following" counts open waiting-list offers as held places, and saves nothing when a date refuses', async () => {
    const { dates, editUrl, save } = await seriesToEdit('club-offers', 3);
    const last = dates[2]!;
    for (let index = 0; index < 2; index += 1)
      await issueTicket(db, last.id, (await signedInWith(testApp, [])).user.id);
    const waiting = await signedInWith(testApp, []);
    await db.waitingListEntry.create({
      data: {
        eventId: last.id,
        userId: waiting.user.id,
        rank: 1,
        offeredAt: NOW,
        offerExpiresAt: new Date(NOW.getTime() + 86_400_000),
      },
    });
    await save({ title: 'Too small', capacity: '2' }).expect(303);
    expect((await datesOf(last.seriesId)).map(({ title, capacity }) => [title, capacity])).toEqual([
      ['Club night', 12],
      ['Club night', 12],
      ['Club night', 12],
    ]);
    expect((await pageAt(testApp, admin, editUrl)).props.errors).toEqual({
      capacity:
        'A later date of the series already holds 3 places (tickets and waiting-list offers): the capacity cannot be less for "this and the following dates".',
    });
  });

  it('"this and the following" saves every date when a later one had a cover of its own, which goes', async () => {
    const { dates, editUrl, save } = await seriesToEdit('club-cover', 3);
    await db.event.update({
      where: { id: dates[2]!.id },
      data: { coverImage: 'abc_480', coverImageAlt: 'A board game' },
    });
    await save({ title: 'Games night' }).expect(303);
    expect((await pageAt(testApp, admin, editUrl)).props.errors).toEqual({});
    expect(
      (await datesOf(dates[0]!.seriesId)).map(({ title, coverImage, coverImageAlt }) => [
        title,
        coverImage,
        coverImageAlt,
      ]),
    ).toEqual([
      ['Games night', null, null],
      ['Games night', null, null],
      ['Games night', null, null],
    ]);
    const audited = await db.auditEntry.findFirstOrThrow({
      where: { subjectType: 'event', subjectId: dates[2]!.id, action: 'event.updated' },
    });
    expect(JSON.parse(audited.after!)).toMatchObject({ title: 'Games night', coverImage: null });

    // The edited date's cover goes to every later date, with its description, as each date's audited edit.
    await db.event.update({ where: { id: dates[0]!.id }, data: { coverImage: 'def_480', coverImageAlt: 'Dice' } });
    await save({ title: 'Games night', coverImageAlt: 'Dice on a table' }).expect(303);
    expect(
      (await datesOf(dates[0]!.seriesId)).map(({ coverImage, coverImageAlt }) => [coverImage, coverImageAlt]),
    ).toEqual(Array(3).fill(['def_480', 'Dice on a table']));
    const lastEdit = await db.auditEntry.findFirstOrThrow({
      where: { subjectType: 'event', subjectId: dates[2]!.id, action: 'event.updated' },
      orderBy: { id: 'desc' },
    });
    expect(JSON.parse(lastEdit.after!)).toMatchObject({ coverImage: 'def_480', coverImageAlt: 'Dice on a table' });
  });

  it('"this and the following" saves nothing when it would move a later date to a deleted location', async () => {
    const { dates, editUrl, save } = await seriesToEdit('club-gone', 3);
    const elsewhere = await createLocation(db, 'Library');
    await db.event.update({ where: { id: dates[2]!.id }, data: { locationId: elsewhere.id } });
    // The series' own place closed after the dates were planned: the dates still held there keep it.
    await db.location.update({ where: { id: clubhouse.id }, data: { deletedAt: NOW } });
    try {
      await save({ title: 'Games night' }).expect(303);
      expect((await datesOf(dates[0]!.seriesId)).map(({ title, locationId }) => [title, locationId])).toEqual([
        ['Club night', clubhouse.id],
        ['Club night', clubhouse.id],
        ['Club night', elsewhere.id],
      ]);
      expect((await pageAt(testApp, admin, editUrl)).props.errors).toEqual({
        locationId: 'A later date is held elsewhere, and this location is deleted: choose a location from the list.',
      });
    } finally {
      await db.location.update({ where: { id: clubhouse.id }, data: { deletedAt: null } });
    }
  });

  it("changes the status only of later dates that had the edited date's status", async () => {
    const { dates, save } = await seriesToEdit('club-status', 3);
    await db.event.updateMany({ where: { id: { in: [dates[0]!.id, dates[1]!.id] } }, data: { status: 'draft' } });
    await db.event.update({ where: { id: dates[2]!.id }, data: { status: 'cancelled' } });
    await save({ status: 'published' }).expect(303);
    expect((await datesOf(dates[0]!.seriesId)).map(({ status }) => status)).toEqual([
      'published',
      'published',
      'cancelled',
    ]);
  });
});
