// Forgot-password does the same work for known and unknown addresses, and mails after answering.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer } from '../../../server/mail/transport.js';
import { createUser } from '../../support/factories.js';
import { mailTo } from '../../support/mailbox.js';
import { browserAgent, createTestApp, type TestApp } from '../../support/test-app.js';
import { submit } from './support.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('forgot-password', () => {
  it('sends the same SQL statements for a known and an unknown address before answering', async () => {
    const member = await createUser(testApp.context.db);
    const statements = [];
    for (const email of [member.email, 'nobody-here@example.test']) {
      const agent = await browserAgent(testApp.app);
      testApp.statements.statements = 0;
      await submit(agent, '/forgot-password', { email }).expect(302).expect('Location', '/forgot-password');
      statements.push(testApp.statements.statements);
    }
    expect(statements[1]).toBe(statements[0]);
    expect(await testApp.context.db.passwordResetToken.count({ where: { userId: member.id } })).toBe(0);

    await testApp.runJobs();
    expect(await testApp.context.db.passwordResetToken.count({ where: { userId: member.id } })).toBe(1);
  });

  it('answers before any mail is sent, and the queued job delivers the link', async () => {
    const member = await createUser(testApp.context.db);
    const agent = await browserAgent(testApp.app);
    await submit(agent, '/forgot-password', { email: member.email }).expect(302);
    expect(await mailTo(testApp.context.config.mail.dir, member.email)).toEqual([]);

    const [mail] = await testApp.mailTo(member.email);
    expect(mail?.text).toContain('/reset-password/');
  });
});

describe('forgot-password with a mail server that is down', () => {
  let failing: TestApp;
  const mailer: Mailer = { send: () => Promise.reject(new Error('SMTP server gone')), close() {} };
  beforeAll(async () => {
    failing = await createTestApp({ mailer, retry: { maxAttempts: 2, backoffMs: 1000 } });
  });
  afterAll(() => failing.close());

  it('keeps the message for a later attempt instead of failing the answer', async () => {
    const member = await createUser(failing.context.db);
    const agent = await browserAgent(failing.app);
    await submit(agent, '/forgot-password', { email: member.email }).expect(302).expect('Location', '/forgot-password');
    await failing.runJobs();
    expect(failing.logLines.join('\n')).toMatch(
      /WARN Job mail\.send \(password-reset:[0-9a-f]+\) failed on attempt 1 of 2; it will be tried again/,
    );
  });
});
