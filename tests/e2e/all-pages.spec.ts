// Every page a visitor, a member and an admin reach, at 390 px and 1280 px in light and dark: no serious
// or critical axe violation, no sideways scrolling, and the screenshots kept among the test's artifacts.
import type { Page } from '@playwright/test';
import { ADMIN, expect, expectAccessibleEverywhere, logInAs, test } from './support/site.js';

async function walk(page: Page, paths: readonly string[]) {
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBeLessThan(400);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectAccessibleEverywhere(page, path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-') || 'home');
  }
}

test.describe('every page, on a phone and a desktop, light and dark', () => {
  // Four looks of up to 22 pages, each checked by axe and photographed.
  test.describe.configure({ timeout: 240_000 });
  // What is drawn does not depend on the database: the walk runs once, on the embedded default.
  test.skip(process.env.DATABASE_URL?.startsWith('postgres') === true, 'walked on the embedded database');

  test('as a visitor', async ({ page, site }) => {
    const { event, post, location } = await site.withDatabase(async (db) => ({
      event: await db.event.findFirstOrThrow({ where: { status: 'published' }, orderBy: { id: 'asc' } }),
      post: await db.blogPost.findFirstOrThrow({ where: { status: 'published' }, orderBy: { id: 'asc' } }),
      location: await db.location.findFirstOrThrow({ where: { published: true }, orderBy: { id: 'asc' } }),
    }));
    await walk(page, [
      '/',
      '/events',
      `/events/${event.slug}`,
      '/blog',
      `/blog/${post.slug}`,
      '/locations',
      `/locations/${location.slug}`,
      '/login',
      '/register',
      '/forgot-password',
    ]);
  });

  test('as a member', async ({ page, site }) => {
    await logInAs(page);
    const ticketFor = (where: { slug?: string }) =>
      site.withDatabase(async (db) => {
        const admin = await db.user.findFirstOrThrow({ where: { email: 'admin@agora.test' } });
        const event = await db.event.findFirstOrThrow({
          where: { status: 'published', startsAt: { gt: new Date() }, ...where },
        });
        return db.ticket.upsert({
          where: { userId_activeEventId: { userId: admin.id, activeEventId: event.id } },
          create: { eventId: event.id, userId: admin.id, code: `walk-${event.id}`, activeEventId: event.id },
          update: {},
        });
      });
    const ticket = await ticketFor({});
    await walk(page, [
      // The demo event that asks questions, as someone who can take a ticket sees it.
      '/events/winter-market',
      // The full demo event, whose panel offers its waiting list.
      '/events/pottery-evening',
      // The first date of the demo series, which links the next ones.
      '/events/board-game-night',
      '/dashboard',
      `/tickets/${ticket.id}`,
      '/settings/profile',
      '/settings/password',
      '/settings/sessions',
      '/settings/appearance',
      '/settings/phone',
      '/settings/guardian',
      '/settings/family',
      '/settings/care',
      '/settings/calendar',
    ]);
    // Its ticket page then offers the answers' form.
    await walk(page, [`/tickets/${(await ticketFor({ slug: 'winter-market' })).id}`]);
    // Two-factor sign-in (on, for this admin) asks for the password first. Its setup and the sign-in
    // challenge are walked in two-factor.spec.ts.
    await page.goto('/settings/two-factor');
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/settings\/two-factor$/);
    await walk(page, ['/settings/two-factor']);
    // The passkeys page, behind the same password confirmation.
    await walk(page, ['/settings/passkeys']);
  });

  // The admin's pages in two walks, each within the time limit: events, then the other areas.
  test('as an admin, the events', async ({ page, site }) => {
    await logInAs(page);
    const ids = await site.withDatabase(async (db) => ({
      event: (await db.event.findFirstOrThrow({ orderBy: { id: 'asc' } })).id,
      asking: (await db.event.findFirstOrThrow({ where: { slug: 'winter-market' } })).id,
      full: (await db.event.findFirstOrThrow({ where: { slug: 'pottery-evening' } })).id,
      series: (await db.event.findFirstOrThrow({ where: { slug: 'board-game-night' } })).id,
    }));
    await walk(page, [
      '/admin',
      '/admin/events',
      `/admin/events/${ids.event}`,
      `/admin/events/${ids.event}/edit`,
      `/admin/events/${ids.event}/scanner`,
      `/admin/events/${ids.asking}/questions`,
      // Its waiting list, with people in line.
      `/admin/events/${ids.full}`,
      // A single event's "Repeat" form, and a series' dates.
      `/admin/events/${ids.event}/series`,
      `/admin/events/${ids.series}/series`,
      // A series date's edit form asks whether the change is for the later dates too.
      `/admin/events/${ids.series}/edit`,
    ]);
  });

  test('as an admin, the other areas', async ({ page, site }) => {
    await logInAs(page);
    const ids = await site.withDatabase(async (db) => ({
      post: (await db.blogPost.findFirstOrThrow({ orderBy: { id: 'asc' } })).id,
      location: (await db.location.findFirstOrThrow({ where: { deletedAt: null }, orderBy: { id: 'asc' } })).id,
      postCode: (await db.postCode.findFirstOrThrow({ orderBy: { id: 'asc' } })).id,
      user: (await db.user.findFirstOrThrow({ where: { email: 'admin@agora.test' } })).id,
      role: (await db.role.findFirstOrThrow({ orderBy: { id: 'asc' } })).id,
      permission: (await db.permission.findFirstOrThrow({ orderBy: { id: 'asc' } })).id,
    }));
    await walk(page, [
      '/admin/blog',
      `/admin/blog/${ids.post}/edit`,
      '/admin/locations',
      '/admin/locations/create',
      `/admin/locations/${ids.location}/edit`,
      '/admin/post-codes',
      '/admin/post-codes/create',
      `/admin/post-codes/${ids.postCode}/edit`,
      '/admin/users',
      `/admin/users/${ids.user}`,
      '/admin/roles',
      `/admin/roles/${ids.role}`,
      '/admin/permissions',
      `/admin/permissions/${ids.permission}`,
      '/admin/audit',
      '/admin/jobs',
    ]);
    // The member editor and the new permission form ask for the password first.
    await page.goto(`/admin/users/${ids.user}/edit`);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/edit$/);
    await walk(page, [`/admin/users/${ids.user}/edit`, '/admin/permissions/create']);
  });
});
