import { createHash } from 'node:crypto';
import type { Database } from '../db.js';
import { isUniqueViolation } from '../db/errors.js';
import type { OutboxJob } from '../jobs/outbox.js';
import type { JobQueue } from '../jobs/queue.js';
import { fromQueuedMail, toQueuedMail, type QueuedMail } from './queued-mail.js';
import type { Mailer, MailMessage } from './transport.js';

/** The placeholders of deleted accounts and managed children (RFC 6761's `.invalid`) reach nobody. */
const deliverable = ({ message }: { message: MailMessage }) => !/\.invalid$/i.test(message.to);

/**
 * Queues a message; the request that causes it only waits for this. Give a key when the message must go
 * out once even if its cause runs again (a retried batch); without one each call sends its own.
 */
export async function enqueueMail(jobs: JobQueue, message: MailMessage, key?: string): Promise<void> {
  if (!deliverable({ message })) return;
  await jobs.enqueue('mail.send', { message: toQueuedMail(message) }, { key });
}

/**
 * A message as a job to write with the change that causes it (`queueAfterCommit`), so a crash after the
 * commit cannot lose it; null for an address that reaches nobody.
 */
export function mailJob(message: MailMessage, key: string): OutboxJob | null {
  if (!deliverable({ message })) return null;
  return { name: 'mail.send', data: { message: toQueuedMail(message) }, key };
}

/** Queues a batch of messages, each with the key that keeps it to one delivery. */
export async function enqueueMails(jobs: JobQueue, messages: { message: MailMessage; key: string }[]): Promise<void> {
  if (!messages.some(deliverable)) return;
  await jobs.enqueueMany(
    'mail.send',
    messages.filter(deliverable).map(({ message, key }) => ({ data: { message: toQueuedMail(message) }, key })),
  );
}

interface DeliveryContext {
  db: Database;
  mailer: Mailer;
  now: () => Date;
  /** The host part of Message-IDs. */
  messageIdHost: string;
}

/**
 * Sends a queued message unless one with its key already went out. The record of a delivery is
 * written as soon as the server accepted it, so a job retried or recovered after a crash sends
 * nothing again; only a crash in the instant between the two can repeat a message, and its
 * Message-ID, made from the key, lets mail software drop the copy.
 */
export async function deliverMail(context: DeliveryContext, key: string, queued: QueuedMail): Promise<void> {
  const { db, mailer, now } = context;
  if (await db.mailDelivery.findUnique({ where: { key }, select: { key: true } })) return;
  const digest = createHash('sha256').update(key).digest('hex').slice(0, 32);
  await mailer.send({ ...fromQueuedMail(queued), messageId: `<${digest}@${context.messageIdHost}>` });
  try {
    await db.mailDelivery.create({ data: { key, sentAt: now() } });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}

/** How long a delivery is remembered: far longer than any job waits between its attempts. */
export const DELIVERY_RECORD_DAYS = 30;

/** Forgets deliveries older than the retention (`forgetExpiredRecords` does this), so the ledger stays small. */
export async function forgetOldDeliveries(db: Database, now: Date): Promise<void> {
  const before = new Date(now.getTime() - DELIVERY_RECORD_DAYS * 86_400_000);
  await db.mailDelivery.deleteMany({ where: { sentAt: { lt: before } } });
}
