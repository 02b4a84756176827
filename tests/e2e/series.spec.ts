// Event series (SPEC §13): an organiser repeats an event weekly, skipping a date, then changes one date
// only; the public page names the series and links its next dates.
import { expect, expectAccessible, logInAs, test } from './support/site.js';

const DAY = 24 * 60 * 60 * 1000;

type Site = Parameters<Parameters<typeof test>[2]>[0]['site'];

/** A two-hour event four days from the site's now, published unless told otherwise. */
const inFourDays = (site: Site, data: { title: string; slug: string; [field: string]: unknown }) =>
  site.withDatabase((db) => {
    const startsAt = new Date(site.clock.now().getTime() + 4 * DAY);
    const endsAt = new Date(startsAt.getTime() + 2 * 60 * 60 * 1000);
    return db.event.create({ data: { status: 'published', startsAt, endsAt, ...data } });
  });

test('an organiser creates a weekly series, skips a date, and edits one date only', async ({ page, site }) => {
  test.slow();
  const event = await inFourDays(site, { title: 'Chess club', slug: `chess-club-${Date.now()}`, capacity: 16 });

  await logInAs(page);
  await page.goto(`/admin/events/${event.id}`);
  await page.getByRole('link', { name: 'Series' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Repeat: Chess club');
  await page.getByLabel('Number of dates', { exact: true }).fill('4');
  const dates = page.getByRole('group', { name: 'Dates' }).getByRole('checkbox');
  await expect(dates).toHaveCount(3);
  await expectAccessible(page);
  await dates.nth(1).uncheck();
  await page.getByRole('button', { name: 'Make the series' }).click();
  await expect(page.getByText('The series is made: 2 more dates, each an event of its own.')).toBeVisible();
  await expect(page.getByText(/This event is part of a series, every \w+day\./)).toBeVisible();
  const listed = page.getByRole('list').filter({ hasText: 'Chess club' }).getByRole('listitem');
  await expect(listed).toHaveCount(3);
  await expectAccessible(page);

  // Edit the second date only.
  await listed.nth(1).getByRole('link').click();
  await page.getByRole('link', { name: 'Edit' }).first().click();
  await page.getByLabel('Title').fill('Chess club: simultaneous exhibition');
  await expect(page.getByRole('group', { name: 'Apply the changes to' })).toBeVisible();
  await page.getByLabel('This date only').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Event saved.')).toBeVisible();

  const titles = await site.withDatabase(async (db) => {
    const { seriesId } = await db.event.findUniqueOrThrow({ where: { id: event.id } });
    const rows = await db.event.findMany({ where: { seriesId }, orderBy: { startsAt: 'asc' } });
    return rows.map(({ title }) => title);
  });
  expect(titles).toEqual(['Chess club', 'Chess club: simultaneous exhibition', 'Chess club']);

  await page.goto(`/events/${event.slug}`);
  const series = page.getByRole('region', { name: 'Next dates' });
  await expect(series.getByRole('link')).toHaveCount(2);
  await expectAccessible(page);
});

test('a cancelled event offers no repeat form, only why and where to publish it again', async ({ page, site }) => {
  const event = await inFourDays(site, {
    title: 'Go club',
    slug: `go-club-${Date.now()}`,
    status: 'cancelled',
    cancelledAt: site.clock.now(),
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await logInAs(page);
  await page.goto(`/admin/events/${event.id}/series`);
  await expect(page.getByText(/This event is cancelled, so it cannot be repeated/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make the series' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Edit the event' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/events/${event.id}/edit$`));
});
