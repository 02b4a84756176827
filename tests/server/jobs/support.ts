// What the queue tests control: mail servers that can be taken down or refuse, and a queue that fails once.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { JobName, JobQueue } from '../../../server/jobs/queue.js';
import type { Mailer, MailMessage } from '../../../server/mail/transport.js';
import type { TestApp } from '../../support/test-app.js';

/** A mailer that records what it sends and fails while `down` is set. */
export function switchableMailer() {
  const sent: MailMessage[] = [];
  const state = { down: false };
  const mailer: Mailer = {
    async send(message) {
      if (state.down) throw new Error('SMTP server gone');
      sent.push(message);
    },
    close() {},
  };
  return { mailer, sent, state };
}

/**
 * A real SMTP server on a free port that records each message's recipient. While `rejectAfter` is
 * set, it refuses recipients once that many messages have arrived, as a mail server over its quota does.
 */
export async function startSmtpServer() {
  const recipients: string[] = [];
  const limits = { rejectAfter: Infinity };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The client is this machine; a reverse DNS lookup per connection would only slow the test.
    disableReverseLookup: true,
    onRcptTo(address, _session, callback) {
      if (recipients.length >= limits.rejectAfter) callback(new Error('Too many messages, try later'));
      else callback();
    },
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        recipients.push(...session.envelope.rcptTo.map((recipient) => recipient.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    recipients,
    limits,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

/**
 * Makes the queue refuse the next job of one name, as a database or Redis blip would, and then work
 * again: the work handed over at that moment must not be lost.
 */
export function failNextEnqueue(jobs: JobQueue, name: JobName): { failed: number } {
  const state = { failed: 0 };
  const enqueue = jobs.enqueue.bind(jobs);
  jobs.enqueue = async (jobName, data, options) => {
    if (jobName === name && state.failed === 0) {
      state.failed += 1;
      throw new Error('Queue unavailable');
    }
    return enqueue(jobName, data, options);
  };
  return state;
}

/**
 * Makes the queue refuse every job, one by one or many at once, as Redis briefly down would, until
 * `end()`: the work handed over meanwhile must not be lost.
 */
export function refuseAllWork(jobs: JobQueue): { refused(): number; end(): void } {
  let refused = 0;
  const { enqueue, enqueueMany } = jobs;
  const refuse = async () => {
    refused += 1;
    throw new Error('Queue unavailable');
  };
  jobs.enqueue = refuse;
  jobs.enqueueMany = refuse;
  return {
    refused: () => refused,
    end() {
      jobs.enqueue = enqueue;
      jobs.enqueueMany = enqueueMany;
    },
  };
}

/**
 * The minute tick once the outbox's grace has passed, and again a minute on (a job handed over twice must
 * still send one mail); the clock is put back afterwards for the tests that follow.
 */
export async function tickTwiceAfterTheGrace(testApp: TestApp): Promise<void> {
  const start = testApp.clock.now;
  for (const minutes of [1, 2]) {
    testApp.clock.now = new Date(start.getTime() + minutes * 61_000);
    await testApp.tick();
  }
  testApp.clock.now = start;
}

/** The subjects of the mail an address received, oldest first. */
export const subjectsTo = async (testApp: TestApp, email: string) =>
  (await testApp.mailTo(email)).map(({ subject }) => subject);
