// The job queue on the backend the suite runs with: the database on the embedded default, BullMQ on
// Redis when REDIS_URL is set. Test apps run no job by themselves; `runJobs` plays the app's workers.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../support/factories.js';
import { pageAt, signedIn, submit } from '../../support/member-session.js';
import { createTestDatabase } from '../../support/test-databases.js';
import { browserAgent, createTestApp, type TestApp } from '../../support/test-app.js';
import { switchableMailer } from './support.js';

const SECOND = 1000;
const backend = process.env.REDIS_URL ? 'redis' : 'database';

const message = (to: string, subject = 'Hello') => ({ to, subject, text: `${subject}\n`, html: `<p>${subject}</p>` });

async function forgotPassword(testApp: TestApp, email: string) {
  const agent = await browserAgent(testApp.app);
  await submit(agent, 'post', '/forgot-password', { email }).expect(302);
}

/** Two app processes on one database and (on Redis) one queue, as after a restart or behind a load balancer. */
async function sharedApps(count: number, options: Parameters<typeof createTestApp>[0] = {}) {
  const database = await createTestDatabase();
  const env = { REDIS_PREFIX: `agora-test-${randomUUID()}:` };
  const apps: TestApp[] = [];
  for (let index = 0; index < count; index += 1) {
    apps.push(await createTestApp({ ...options, databaseUrl: database.url, env }));
  }
  return { apps, database, env };
}

/**
 * An app whose mailer hangs, holding the mail job keyed `key` as running at `diedAt`, as a process that died
 * in the middle of it leaves it; the caller closes `dead` and drops `database`.
 */
async function diedHoldingAJob(key: string) {
  const hanging = switchableMailer();
  hanging.mailer.send = () => new Promise<void>(() => {});
  const diedAt = new Date('2026-06-15T10:00:00Z');
  const { apps, database } = await sharedApps(1, { mailer: hanging.mailer, clock: { now: diedAt } });
  const [dead] = apps as [TestApp];
  await dead.context.jobs.enqueue('mail.send', { message: message(`${key}@example.test`) }, { key });
  void dead.runJobs();
  await expect.poll(() => dead.context.db.job.count({ where: { state: 'running' } })).toBe(1);
  return { dead, database, diedAt };
}

describe(`the job queue (${backend})`, () => {
  it('keeps a queued job across a restart, and the new process runs it once', async () => {
    const database = await createTestDatabase();
    const env = { REDIS_PREFIX: `agora-test-${randomUUID()}:` };
    const before = await createTestApp({ databaseUrl: database.url, env });
    const member = await createUser(before.context.db);
    await forgotPassword(before, member.email);
    await before.close();

    const after = await createTestApp({ databaseUrl: database.url, env });
    try {
      const [mail, ...more] = await after.mailTo(member.email);
      expect(mail?.subject).toBe('Reset your password');
      expect(more).toEqual([]);
      expect(await after.runJobs()).toBe(0);
      expect(await after.mailTo(member.email)).toHaveLength(1);
    } finally {
      await after.close();
      await database.drop();
    }
  });

  // On Redis, two app processes share the queue; the embedded queue serves one process, whose runners
  // claim side by side in the same way.
  it(`never runs one job twice, with two ${backend === 'redis' ? 'processes' : 'runners'} taking work at once`, async () => {
    const { mailer, sent } = switchableMailer();
    const { apps, database } = await sharedApps(backend === 'redis' ? 2 : 1, { mailer });
    try {
      const [first, second = first] = apps as [TestApp, TestApp?];
      const keys = Array.from({ length: 60 }, (_, index) => `greeting-${index}`);
      for (const key of keys) {
        await first.context.jobs.enqueue('mail.send', { message: message(`${key}@example.test`) }, { key });
      }
      const [ranFirst, ranSecond] = await Promise.all([first.runJobs(), second.runJobs()]);
      expect(ranFirst + ranSecond).toBe(60);
      expect(sent.map((mail) => mail.to).sort()).toEqual(keys.map((key) => `${key}@example.test`).sort());
    } finally {
      for (const app of apps) await app.close();
      await database.drop();
    }
  });

  it('queues a batch again without doubling the jobs still waiting', async () => {
    const { mailer, sent } = switchableMailer();
    const testApp = await createTestApp({ mailer });
    try {
      const batch = (count: number) =>
        Array.from({ length: count }, (_, index) => ({
          data: { message: message(`batch-${index}@example.test`) },
          key: `batch-${index}`,
        }));
      await testApp.context.jobs.enqueueMany('mail.send', batch(10));
      await testApp.context.jobs.enqueueMany('mail.send', batch(12));
      expect(await testApp.runJobs()).toBe(12);
      expect(new Set(sent.map((mail) => mail.to)).size).toBe(12);
    } finally {
      await testApp.close();
    }
  });

  it('remembers a delivery for 30 days, then forgets it on a tick', async () => {
    const clock = { now: new Date('2026-06-15T10:00:00Z') };
    const testApp = await createTestApp({ clock, mailer: switchableMailer().mailer });
    try {
      await testApp.context.jobs.enqueue('mail.send', { message: message('kept@example.test') }, { key: 'kept' });
      await testApp.runJobs();
      const remembered = () => testApp.context.db.mailDelivery.count({ where: { key: 'kept' } });
      clock.now = new Date(clock.now.getTime() + 29 * 86_400_000);
      await testApp.tick();
      expect(await remembered()).toBe(1);
      clock.now = new Date(clock.now.getTime() + 2 * 86_400_000);
      await testApp.tick();
      expect(await remembered()).toBe(0);
    } finally {
      await testApp.close();
    }
  });

  it('tries a failing job again after a growing pause, keeps it after the last attempt, and lets an admin retry it', async () => {
    const clock = { now: new Date('2026-06-15T10:00:00Z') };
    const { mailer, sent, state } = switchableMailer();
    const testApp = await createTestApp({ clock, mailer, retry: { maxAttempts: 3, backoffMs: 1 } });
    try {
      const { agent } = await signedIn(testApp, { roles: ['admin'] });
      state.down = true;
      await testApp.context.jobs.enqueue('mail.send', { message: message('late@example.test', 'Later') });
      for (let round = 0; round < 4; round += 1) {
        await testApp.runJobs();
        clock.now = new Date(clock.now.getTime() + SECOND);
      }
      expect(testApp.logLines.join('\n')).toMatch(
        /ERROR Job mail\.send \(.+\) failed on attempt 3 of 3\n.*SMTP server gone/,
      );
      const listed = await pageAt<{ failedJobs: { id: string; name: string; attempts: number; error: string }[] }>(
        testApp,
        agent,
        '/admin/jobs',
      );
      expect(listed.component).toBe('admin/jobs/Index');
      const [failed, ...others] = listed.props.failedJobs;
      expect(others).toEqual([]);
      expect(failed).toMatchObject({ name: 'mail.send', attempts: 3, error: 'SMTP server gone' });

      state.down = false;
      await submit(agent, 'post', `/admin/jobs/${failed!.id}/retry`).expect(302).expect('Location', '/admin/jobs');
      expect(await pageAt(testApp, agent, '/admin/jobs')).toMatchObject({
        props: { failedJobs: [] },
        flash: { success: 'The job is back in the queue.' },
      });
      await testApp.runJobs();
      expect(sent.map((mail) => mail.subject)).toEqual(['Later']);
    } finally {
      await testApp.close();
    }
  });

  it('lets an admin discard a failed job, which then never runs', async () => {
    const { mailer, sent, state } = switchableMailer();
    const testApp = await createTestApp({ mailer, retry: { maxAttempts: 1, backoffMs: 1 } });
    try {
      const { agent } = await signedIn(testApp, { roles: ['admin'] });
      state.down = true;
      await testApp.context.jobs.enqueue('mail.send', { message: message('never@example.test', 'Never') });
      await testApp.runJobs();
      const [failed] = (await pageAt<{ failedJobs: { id: string }[] }>(testApp, agent, '/admin/jobs')).props.failedJobs;

      await submit(agent, 'delete', `/admin/jobs/${failed!.id}`).expect(303).expect('Location', '/admin/jobs');
      expect(await pageAt(testApp, agent, '/admin/jobs')).toMatchObject({
        props: { failedJobs: [] },
        flash: { success: 'The job was discarded.' },
      });
      state.down = false;
      await submit(agent, 'post', `/admin/jobs/${failed!.id}/retry`).expect(302);
      expect((await pageAt(testApp, agent, '/admin/jobs')).flash).toEqual({
        error: 'That job is no longer failed.',
      });
      await testApp.runJobs();
      expect(sent).toEqual([]);
      await submit(agent, 'post', '/admin/jobs/not-a-job!/retry').expect(404);
      // Ids of the URL's shape that name no job, on either queue: nothing to retry or discard.
      for (const id of ['abc', 'NaN', 'Infinity', '9223372036854775808']) {
        await submit(agent, 'post', `/admin/jobs/${id}/retry`).expect(302);
        await submit(agent, 'delete', `/admin/jobs/${id}`).expect(303);
      }
    } finally {
      await testApp.close();
    }
  });

  it('shows the queue only to members holding system.manage', async () => {
    const testApp = await createTestApp();
    try {
      const { agent } = await signedIn(testApp, { roles: ['event-manager'] });
      await agent.get('/admin/jobs').expect(403);
      await submit(agent, 'post', '/admin/jobs/1/retry').expect(403);
      await submit(agent, 'delete', '/admin/jobs/1').expect(403);
    } finally {
      await testApp.close();
    }
  });

  it('finishes the job in hand before a graceful stop ends', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const started: string[] = [];
    const testApp = await createTestApp({
      mailer: {
        async send(mail) {
          started.push(mail.to);
          await released;
        },
        close() {},
      },
    });
    try {
      await testApp.context.jobs.enqueue('mail.send', { message: message('slow@example.test') }, { key: 'slow' });
      testApp.context.jobs.start();
      await expect.poll(() => started).toEqual(['slow@example.test']);
      const stopped = testApp.context.jobs.stop();
      release();
      await stopped;
      expect(await testApp.context.db.mailDelivery.count({ where: { key: 'slow' } })).toBe(1);
    } finally {
      await testApp.close();
    }
  });

  it.skipIf(backend === 'redis')(
    'runs again a job left running by a process that died, once its lease has passed',
    async () => {
      const { dead, database, diedAt } = await diedHoldingAJob('kept');

      const later = { now: new Date(diedAt.getTime() + 6 * 60 * SECOND) };
      const { mailer, sent } = switchableMailer();
      const restarted = await createTestApp({ databaseUrl: database.url, mailer, clock: later });
      try {
        expect(await restarted.runJobs()).toBe(1);
        expect(sent.map((mail) => mail.to)).toEqual(['kept@example.test']);
      } finally {
        await restarted.close();
        await dead.close();
        await database.drop();
      }
    },
  );

  it.skipIf(backend === 'redis')(
    'runs such a job once its lease passes, when the app came back while it still held the lease',
    async () => {
      const { dead, database, diedAt } = await diedHoldingAJob('back');

      // Back a minute later, inside the five-minute lease: nothing to recover yet when the runners start.
      const restartedAt = { now: new Date(diedAt.getTime() + 60 * SECOND) };
      const { mailer, sent } = switchableMailer();
      const restarted = await createTestApp({ databaseUrl: database.url, mailer, clock: restartedAt });
      try {
        restarted.context.jobs.start();
        restartedAt.now = new Date(diedAt.getTime() + 6 * 60 * SECOND);
        await expect.poll(() => sent.map((mail) => mail.to), { timeout: 5 * SECOND }).toEqual(['back@example.test']);
      } finally {
        await restarted.close();
        await dead.close();
        await database.drop();
      }
    },
  );
});
