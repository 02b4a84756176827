import { readFile } from 'node:fs/promises';
import type { Database } from '../../server/db.js';
import { DEFAULT_PASSWORD, createUser } from '../support/factories.js';
import { onlyEvent, parseCalendar } from '../support/ical.js';
import { expect, expectAccessibleEverywhere, logInAs, test, type Site } from './support/site.js';

const DAY = 24 * 60 * 60 * 1000;

async function createEvent(site: Site, title: string) {
  return site.withDatabase(async (db: Database) => {
    // Whole minutes: calendar files carry no milliseconds.
    const startsAt = new Date(Math.floor((site.clock.now().getTime() + 5 * DAY) / 60_000) * 60_000);
    return db.event.create({
      data: {
        title,
        slug: `${title.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}`,
        summary: 'An evening in the calendar.',
        status: 'published',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 2 * 60 * 60 * 1000),
      },
    });
  });
}

test.describe('calendars', () => {
  test('"Add to calendar" on an event page downloads a calendar file of the event', async ({ page, site }) => {
    const event = await createEvent(site, 'Star gazing');
    await page.goto(`/events/${event.slug}`);
    const link = page.getByRole('link', { name: 'Add to calendar' });
    await expect(link).toBeVisible();
    await expectAccessibleEverywhere(page);

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`${event.slug}.ics`);
    const ics = await readFile((await download.path())!, 'utf8');
    expect(onlyEvent(ics)).toMatchObject({
      uid: `event-${event.id}@${new URL(site.url).hostname}`,
      summary: 'Star gazing',
      status: 'CONFIRMED',
      start: event.startsAt,
      end: event.endsAt,
    });
  });

  test('a member creates, copies and renews the address of their private feed', async ({ page, site, context }) => {
    test.slow();
    const member = await site.withDatabase((db) => createUser(db, { name: 'Cal Endar' }));
    const event = await createEvent(site, 'Feed night');
    await site.withDatabase((db) =>
      db.ticket.create({
        data: { eventId: event.id, userId: member.id, code: `e2e-${Date.now()}`, activeEventId: event.id },
      }),
    );
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await logInAs(page, member.email, DEFAULT_PASSWORD);

    await page.goto('/settings/profile');
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Calendar' }).click();
    await expect(page).toHaveTitle('Calendar - Agora');
    await expect(page.getByText('You do not have a feed address yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Create my feed address' }).click();

    const field = page.getByRole('textbox', { name: 'Address of your tickets feed' });
    await expect(field).toHaveValue(/\/calendar\/[\w-]{43}\.ics$/);
    await expect(field).toHaveAttribute('readonly', '');
    const first = await field.inputValue();
    await page.getByRole('button', { name: 'Copy the address of your tickets feed' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied to the clipboard.' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
    await expectAccessibleEverywhere(page);

    // The site runs on a port picked at start, so APP_URL (and the address shown) does not name it.
    const onSite = (address: string) => new URL(address).pathname;
    const feed = await page.request.get(onSite(first));
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(parseCalendar(await feed.text()).events.map(({ summary }) => summary)).toEqual(['Feed night']);

    await page.getByRole('button', { name: 'Get a new address' }).click();
    await expect(page.getByText(/Your calendar feed has a new address/)).toBeVisible();
    await expect(field).not.toHaveValue(first);
    expect((await page.request.get(onSite(first))).status()).toBe(404);
    expect((await page.request.get(onSite(await field.inputValue()))).status()).toBe(200);
  });
});
