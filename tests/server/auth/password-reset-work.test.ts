// Forgot-password does the same work for known and unknown addresses, and mails after answering.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app.js';
import type { Database } from '../../../server/db.js';
import { createBackground, type Background } from '../../../server/jobs/background.js';
import type { Mailer, MailMessage } from '../../../server/mail/transport.js';
import type { AppContext } from '../../../server/context.js';
import { createUser } from '../../support/factories.js';
import { browserAgent, createTestApp, type TestApp } from '../../support/test-app.js';
import { submit } from './support.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** The database, counting every statement the app sends through it (model queries and raw SQL). */
function countingDatabase(db: Database) {
  const counter = { statements: 0 };
  const counted = db.$extends({
    query: {
      $allOperations({ args, query }) {
        counter.statements += 1;
        return query(args);
      },
    },
  });
  return { db: counted as unknown as Database, counter };
}

/** Background work that waits until the test lets it run. */
function heldBackground(): Background {
  const waiting: (() => Promise<void>)[] = [];
  return {
    run: (_name, task) => void waiting.push(task),
    async idle() {
      for (const task of waiting.splice(0)) await task();
    },
  };
}

/** A mailer whose deliveries hang until released. */
function blockedMailer() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const delivered: MailMessage[] = [];
  const mailer: Mailer = {
    async send(message) {
      await released;
      delivered.push(message);
    },
    close() {},
  };
  return { mailer, delivered, release };
}

const appWith = (parts: Partial<AppContext>) => createApp({ ...testApp.context, ...parts });

describe('forgot-password', () => {
  it('sends the same SQL statements for a known and an unknown address before answering', async () => {
    const member = await createUser(testApp.context.db);
    const { db, counter } = countingDatabase(testApp.context.db);
    const background = heldBackground();
    const app = appWith({ db, background });
    const statements = [];
    for (const email of [member.email, 'nobody-here@example.test']) {
      const agent = await browserAgent(app);
      counter.statements = 0;
      await submit(agent, '/forgot-password', { email }).expect(302).expect('Location', '/forgot-password');
      statements.push(counter.statements);
    }
    expect(statements[1]).toBe(statements[0]);

    await background.idle();
    expect(await testApp.context.db.passwordResetToken.count({ where: { userId: member.id } })).toBe(1);
  });

  it('answers while the mail transport is still blocked, and delivers the link afterwards', async () => {
    const member = await createUser(testApp.context.db);
    const { mailer, delivered, release } = blockedMailer();
    const background = createBackground(testApp.context.logger);
    const agent = await browserAgent(appWith({ mailer, background }));
    await submit(agent, '/forgot-password', { email: member.email }).expect(302);
    expect(delivered).toHaveLength(0);

    release();
    await background.idle();
    expect(delivered.map((message) => message.to)).toEqual([member.email]);
  });

  it('logs a failed delivery instead of failing the answer', async () => {
    const member = await createUser(testApp.context.db);
    const mailer: Mailer = { send: () => Promise.reject(new Error('SMTP server gone')), close() {} };
    const background = createBackground(testApp.context.logger);
    const agent = await browserAgent(appWith({ mailer, background }));
    await submit(agent, '/forgot-password', { email: member.email }).expect(302).expect('Location', '/forgot-password');
    await background.idle();
    expect(testApp.logLines.join('\n')).toMatch(
      /ERROR Background task "password reset link" failed\n.*SMTP server gone/,
    );
  });
});
