import { upcomingEvent } from '../../server/features/events/visibility.js';
import { expect, expectAccessible, test } from './support/site.js';

test.describe('a visitor browsing the site', () => {
  test('sees the next events, latest posts and featured locations on the home page', async ({ page, site }) => {
    // Other tests of this worker add events and posts too: the soonest event and the newest post are
    // whichever exist by the time this one runs.
    const { soonest, newest } = await site.withDatabase(async (db) => ({
      soonest: await db.event.findFirstOrThrow({ where: upcomingEvent(new Date()), orderBy: { startsAt: 'asc' } }),
      newest: await db.blogPost.findFirstOrThrow({
        where: { status: 'published', deletedAt: null, publishedAt: { lte: new Date() } },
        orderBy: { publishedAt: 'desc' },
      }),
    }));
    await page.goto('/');
    await expect(page).toHaveTitle('Agora');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Agora' })).toBeVisible();
    await expect(page.getByRole('heading', { name: soonest.title }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: newest.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Canal House' })).toBeVisible();
    await expect(page.getByText('Programme for the winter')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('loads the live-update client only when a page shows live figures', async ({ page }) => {
    const socketClientLoads: string[] = [];
    page.on('request', (request) => {
      if (/\/build\/assets\/socket-client-[^/]+\.js$/.test(request.url())) socketClientLoads.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Agora' })).toBeVisible();
    // The answer to the next visit comes after anything the home page started loading had been asked for.
    const eventsVisit = page.waitForResponse((response) => response.url().endsWith('/events'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();
    await eventsVisit;
    await expect(page).toHaveTitle('Events - Agora');
    expect(socketClientLoads).toEqual([]);

    // Searched for, so the link is on the page whatever events other tests of this worker added.
    await page.getByRole('searchbox', { name: 'Search events' }).fill('Writing workshop');
    await expect(page).toHaveURL(/search=Writing/);
    expect(socketClientLoads).toEqual([]);

    // The event page follows its places left live, so it loads the client.
    await page
      .getByRole('link', { name: /Writing workshop/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Writing workshop' })).toBeVisible();
    await expect.poll(() => socketClientLoads.length).toBe(1);
  });

  test('follows links with Inertia visits, without a full page load', async ({ page }) => {
    await page.goto('/');
    let documentLoads = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documentLoads += 1;
    });
    await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));
    const navigation = page.getByRole('navigation', { name: 'Main' });

    const eventsVisit = page.waitForResponse(
      (response) => response.url().endsWith('/events') && response.request().headers()['x-inertia'] === 'true',
    );
    await navigation.getByRole('link', { name: 'Events' }).click();
    await eventsVisit;
    await expect(page).toHaveURL(/\/events$/);
    await expect(page).toHaveTitle('Events - Agora');

    // Whichever event is listed first: other tests of this worker add events too.
    const title = await page.getByRole('main').getByRole('heading', { level: 2 }).first().innerText();
    await page.getByRole('main').getByRole('link', { name: title }).first().click();
    await expect(page).toHaveURL(/\/events\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/events$/);
    expect(
      await page.evaluate(() => (window as unknown as { stillTheSameDocument?: boolean }).stillTheSameDocument),
    ).toBe(true);
    expect(documentLoads).toBe(0);
    await expectAccessible(page);
  });

  test('gets the built assets with long-lived cache headers', async ({ page }) => {
    const assets: { url: string; cacheControl: string }[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/build/assets/')) {
        assets.push({ url: response.url(), cacheControl: response.headers()['cache-control'] ?? '' });
      }
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(assets.length).toBeGreaterThan(1);
    for (const asset of assets) expect(asset.cacheControl, asset.url).toBe('public, max-age=31536000, immutable');
  });

  test('sees the Error page with status 404 for an unknown URL', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
    await expect(page).toHaveTitle(/ - Agora$/);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('sees the 404 Error page when an Inertia visit follows a link that went stale', async ({ page, site }) => {
    // Searched for, so the link is on the page whatever events other tests of this worker added.
    await page.goto('/events?search=Repair');
    await site.withDatabase((db) => db.event.update({ where: { slug: 'repair-cafe' }, data: { status: 'draft' } }));
    const visit = page.waitForResponse(
      (response) => response.status() === 404 && response.request().headers()['x-inertia'] === 'true',
    );
    await page
      .getByRole('link', { name: /Repair café/ })
      .first()
      .click();
    await visit;
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
    await site.withDatabase((db) => db.event.update({ where: { slug: 'repair-cafe' }, data: { status: 'published' } }));
  });

  test('reads a blog post rendered from Markdown', async ({ page }) => {
    await page.goto('/blog/welcome-to-the-new-season');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the new season' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'A new season' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Tickets through your dashboard' })).toBeVisible();
    await expectAccessible(page);
  });

  test('opens a location and its upcoming events', async ({ page }) => {
    await page.goto('/locations');
    await page
      .getByRole('link', { name: /The Harbour Hall/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'The Harbour Hall' })).toBeVisible();
    await expect(page.getByText('Kade 12')).toBeVisible();
    await expectAccessible(page);
  });
});
