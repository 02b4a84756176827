// The job queue: jobs per second through it, and how long a 10,000-recipient message takes to queue.
// On the embedded database by default; on Redis (BullMQ) and PostgreSQL when REDIS_URL/DATABASE_URL say so.
import { randomUUID } from 'node:crypto';
import { connectDatabase } from '../server/db.js';
import { deliverEventMessage } from '../server/features/messages/deliver-message.js';
import { releaseDueMessages } from '../server/features/messages/service.js';
import { createJobQueue } from '../server/jobs/create-queue.js';
import type { JobHandlers } from '../server/jobs/queue.js';
import { createLogger } from '../server/logger.js';
import { deliverMail } from '../server/mail/delivery.js';
import type { Mailer } from '../server/mail/transport.js';
import { runIfMain, type Suite } from './support/suite.js';
import { benchConfig } from './support/temp-database.js';

const JOBS = 2_000;
const RECIPIENTS = 10_000;

// The queue is measured, not a mail server: deliveries go nowhere (the SMTP pool is measured in tests).
const nowhere: Mailer = { send: async () => {}, close() {} };

async function measure() {
  const { config, database } = await benchConfig({
    REDIS_URL: process.env.REDIS_URL ?? '',
    REDIS_PREFIX: `agora-bench-${randomUUID()}:`,
  });
  const { db, close } = await connectDatabase(config.databaseUrl);
  const now = () => new Date();
  const jobs = createJobQueue({ ...config, db, now, logger: createLogger('silent') });
  const context = { db, jobs, config };
  const ignore = async () => {};
  const handlers: JobHandlers = {
    'mail.send': ({ message }, { key }) =>
      deliverMail({ db, mailer: nowhere, now, messageIdHost: 'bench' }, key, message),
    'events.message': ({ messageId }) => deliverEventMessage(context, messageId),
    'auth.password-reset': ignore,
    'tickets.confirmation': ignore,
    'events.cancelled': ignore,
    'events.moved': ignore,
    'events.on-again': ignore,
    'events.reminder': ignore,
    'schedule.tick': ignore,
    'guardians.consent-request': ignore,
    'waiting-list.offer': ignore,
    'families.door-notice': ignore,
  };
  jobs.handle(handlers);
  try {
    const message = { to: 'member@example.test', subject: 'Bench', text: 'Hello\n', html: '<p>Hello</p>' };
    const enqueueStart = performance.now();
    for (let index = 0; index < JOBS; index += 1)
      await jobs.enqueue('mail.send', { message }, { key: `bench-${index}` });
    const enqueueMs = performance.now() - enqueueStart;
    const runStart = performance.now();
    const ran = await jobs.runDue();
    const runMs = performance.now() - runStart;
    if (ran !== JOBS) throw new Error(`Ran ${ran} of ${JOBS} jobs`);

    const event = await db.event.create({
      data: {
        title: 'Bench',
        slug: `bench-${randomUUID()}`,
        status: 'published',
        startsAt: new Date(Date.now() + 86_400_000),
        endsAt: new Date(Date.now() + 90_000_000),
      },
    });
    const users = Array.from({ length: RECIPIENTS }, (_, index) => ({
      name: `Member ${index}`,
      email: `bench-${index}@example.test`,
      passwordHash: '!bench',
    }));
    await db.user.createMany({ data: users });
    const ids = await db.user.findMany({ where: { email: { startsWith: 'bench-' } }, select: { id: true } });
    await db.ticket.createMany({
      data: ids.map(({ id }) => ({ eventId: event.id, userId: id, code: `bench-${id}`, activeEventId: event.id })),
    });
    await db.eventMessage.create({
      data: {
        eventId: event.id,
        audience: 'all',
        subject: 'Bench',
        body: 'Hi',
        bodyHtml: '<p>Hi</p>',
        sendAt: new Date(),
      },
    });
    const releaseStart = performance.now();
    await releaseDueMessages({ db, jobs, now });
    const releaseMs = performance.now() - releaseStart;
    const fanOutStart = performance.now();
    // The fan-out job alone: it queues one mail job per recipient.
    const [fanOut] = await db.eventMessage.findMany({ select: { id: true } });
    await deliverEventMessage(context, fanOut!.id);
    const fanOutMs = performance.now() - fanOutStart;
    return { backend: jobs.kind, enqueueMs, runMs, releaseMs, fanOutMs };
  } finally {
    await jobs.stop();
    await close();
    await database.drop();
  }
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;

const suite: Suite = {
  name: 'job queue',
  inDefaultRun: true,
  async run() {
    const result = await measure();
    return [
      {
        title: `Job queue (${result.backend === 'redis' ? 'BullMQ on Redis' : 'embedded database'})`,
        unit: 'figures',
        columns: ['figure'],
        rows: [
          { name: `enqueue ${JOBS.toLocaleString('en-US')} mail jobs`, figures: [ms(result.enqueueMs)] },
          {
            name: 'run them (one runner, delivery ledger included)',
            figures: [`${Math.round((JOBS / result.runMs) * 1000).toLocaleString('en-US')} jobs/s`],
          },
          { name: 'staff send a 10,000-recipient message (request side)', figures: [ms(result.releaseMs)] },
          { name: 'its fan-out job queues 10,000 mail jobs', figures: [ms(result.fanOutMs)] },
        ],
        notes: ['Mail goes nowhere: the queue is measured, not a mail server.'],
      },
    ];
  },
};

export default suite;
await runIfMain(import.meta.url, suite);
