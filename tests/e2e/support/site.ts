import { test as base, expect, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { axeViolations } from './axe.js';
import { seedDatabase } from '../../../prisma/seed.js';
import { connectDatabase, type Database } from '../../../server/db.js';
import { createLogger } from '../../../server/logger.js';
import { startServer, type RunningServer } from '../../../server/server.js';
import { createTestDatabase, testConfig, type TestDatabase } from '../../support/test-databases.js';
import { challengeCodes, giveTwoFactor } from '../../support/two-factor.js';

export const ADMIN = { email: 'admin@agora.test', password: 'agora-admin-e2e' };

/**
 * The site's clock: the real time moved by an offset a test sets, so time keeps flowing after a jump
 * (sessions, tokens and timers behave as usual) and a scheduled moment is reached without sleeping.
 */
export interface SiteClock {
  now(): Date;
  /** Moves the site to `date`; time goes on from there. */
  setTime(date: Date): void;
  /** Back to the real time (done after every test). */
  reset(): void;
}

function createSiteClock(): SiteClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    setTime: (date) => {
      offset = date.getTime() - Date.now();
    },
    reset: () => {
      offset = 0;
    },
  };
}

export interface Site {
  url: string;
  /** Every process of the site reads the time from here. */
  clock: SiteClock;
  database: TestDatabase;
  /** Where every process of the site writes its mail, one .eml file per message. */
  mailDir: string;
  servers: RunningServer[];
  /** Starts one more app process on the same database (and Redis, when given). */
  startAnother(env?: Record<string, string>): Promise<RunningServer>;
  /** Runs a change on the site's database, as an admin or another process would; the site's processes are told. */
  withDatabase<T>(change: (db: Database) => Promise<T>): Promise<T>;
}

async function startOn(
  database: TestDatabase,
  clock: SiteClock,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const config = testConfig({ DATABASE_URL: database.url, PORT: '0', ...env });
  // A tick a second, so scheduled work follows a clock a test moves without a minute's wait.
  return startServer(config, createLogger('warn'), { now: clock.now, tickMs: 1000 });
}

/** A real app process on a fresh, seeded database, for all the tests of one worker. */
export const test = base.extend<{ resetClock: void }, { site: Site }>({
  site: [
    async ({}, use) => {
      const database = await createTestDatabase();
      const connection = await connectDatabase(database.url);
      await seedDatabase(connection.db, { admin: ADMIN, now: new Date() });
      // The admin's pages need two-factor on (SPEC §14): the tests' admin has it, with the test secret.
      const admin = await connection.db.user.findUniqueOrThrow({ where: { email: ADMIN.email } });
      await giveTwoFactor(connection.db, admin.id, { recoveryCodes: 500 });
      await connection.close();
      const mailDir = path.join(tmpdir(), 'agora-e2e-mail', randomUUID());
      const clock = createSiteClock();
      const first = await startOn(database, clock, { MAIL_DIR: mailDir });
      const site: Site = {
        url: first.url,
        clock,
        database,
        mailDir,
        servers: [first],
        async startAnother(env) {
          const server = await startOn(database, clock, { MAIL_DIR: mailDir, ...env });
          site.servers.push(server);
          return server;
        },
        async withDatabase(change) {
          const connection = await connectDatabase(database.url);
          // The site's processes learn of these writes as they would of another process's through Redis.
          connection.contentWrites.on((kind) =>
            Promise.all(site.servers.map((server) => server.contentWrites.announce(kind))).then(() => undefined),
          );
          try {
            return await change(connection.db);
          } finally {
            await connection.close();
          }
        },
      };
      await use(site);
      for (const server of site.servers) await server.stop();
      await database.drop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ site }, use) => use(site.url),
  // A test that moves the site's clock leaves the next one on the real time.
  resetClock: [
    async ({ site }, use) => {
      await use();
      site.clock.reset();
    },
    { auto: true },
  ],
  // Every page must run under the real Content-Security-Policy without being refused anything.
  page: async ({ page }, use) => {
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text()))
        refusals.push(message.text());
    });
    await use(page);
    expect(refusals, 'Content-Security-Policy refusals').toEqual([]);
  },
});

export { expect };

/** axe on the page as it is now (once colour transitions have finished): no serious or critical violation. */
export async function expectAccessible(page: Page): Promise<void> {
  await transitionsSettled(page);
  const serious = (await axeViolations(page)).filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

/**
 * axe in the light and the dark scheme at a phone's width and a desktop's, with no sideways scrolling;
 * with `screenshots`, each of the four looks is saved under that name among the test's artifacts.
 */
export async function expectAccessibleEverywhere(page: Page, screenshots?: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectAccessible(page);
      if (screenshots) {
        const path = test.info().outputPath(`${screenshots}-${width}-${colorScheme}.png`);
        await page.screenshot({ path, fullPage: true });
      }
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * Waits for the colour transitions a scheme change starts (cards fade between light and dark): axe
 * measuring contrast halfway through one reports colours nobody sees. Endless animations (spinners) are left.
 */
async function transitionsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // A transition starts at the next style recalculation after the change, not at once: wait two
    // frames before looking, and look again after those found end, in case one started another.
    for (let round = 0; round < 5; round += 1) {
      await frame();
      await frame();
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState !== 'finished' && animation.effect?.getComputedTiming().endTime !== Infinity,
        );
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/** Logs in through the form, on the site or on another of its processes (`origin`, e.g. one started with other settings). */
export async function logInAs(page: Page, email = ADMIN.email, password = ADMIN.password, origin = ''): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: /log in/i }).click();
  await page.waitForURL(/\/(dashboard|two-factor-challenge)$/);
  if (page.url().endsWith('/two-factor-challenge')) await passChallenge(page, email);
  await page.waitForURL('**/dashboard');
}

/**
 * Answers the two-factor challenge as test staff (who hold the test secret, `support/two-factor.ts`):
 * the app's code for now, or a recovery code when that code was used in the same 30 seconds already.
 */
export async function passChallenge(page: Page, email: string): Promise<void> {
  const codes = challengeCodes(email.toLowerCase(), new Date());
  for (let attempt = 0; attempt < 4 && page.url().endsWith('/two-factor-challenge'); attempt++) {
    await page.getByLabel(/code/i).fill(codes.next().value!);
    await page.getByRole('button', { name: /continue|log in|verify/i }).click();
    await page.waitForURL(/\/dashboard$/, { timeout: 2000 }).catch(() => {});
  }
}
