import type { AdminEventMessage, MemberMessage } from '../../../common/types/messages.js';
import type { AppContext } from '../../context.js';
import { renderMarkdown } from '../../markdown.js';
import { earliestMinorBirthDate } from '../members/index.js';
import type { EventMessageInput } from './schemas.js';

const MESSAGE_LIST_SELECT = {
  id: true,
  subject: true,
  bodyHtml: true,
  audience: true,
  sendAt: true,
  sentAt: true,
  author: { select: { name: true } },
  _count: { select: { recipients: true } },
} as const;

/** A refusal names the field it goes under: the time, or the choice of now or later (no time field then). */
export type ScheduleOutcome =
  { scheduled: { sendAt: Date } } | { error: { field: 'when' | 'sendAt'; message: string } };

/**
 * How long ago a time asked for may be and still go out at once: the form counts whole minutes, and
 * writing takes a while. A time further back is refused (a wrong day, say), not sent at once to everyone.
 */
const PAST_TIME_GRACE_MS = 5 * 60 * 1000;

/** Keeps the message for the time asked (now when none, or one just past) with its HTML rendered once. */
export async function scheduleMessage(
  { db, now: clock }: Pick<AppContext, 'db' | 'now'>,
  {
    authorId,
    event,
    values: input,
  }: { authorId: number; event: { id: number; endsAt: Date }; values: EventMessageInput },
): Promise<ScheduleOutcome> {
  const now = clock();
  if (now > event.endsAt)
    return { error: { field: 'when', message: 'The event is over: messages go out before it ends.' } };
  if (input.sendAt && input.sendAt.getTime() < now.getTime() - PAST_TIME_GRACE_MS)
    return { error: { field: 'sendAt', message: 'This time has passed: choose a later one, or send it now.' } };
  const sendAt = input.sendAt && input.sendAt > now ? input.sendAt : now;
  if (sendAt > event.endsAt) return { error: { field: 'sendAt', message: 'Choose a time before the event ends.' } };
  await db.eventMessage.create({
    data: {
      eventId: event.id,
      authorId,
      audience: input.audience,
      subject: input.subject,
      body: input.body,
      bodyHtml: renderMarkdown(input.body),
      sendAt,
    },
  });
  return { scheduled: { sendAt } };
}

/** Drops a message that has not gone out yet; false when it went out already or does not exist. */
export async function cancelScheduledMessage(
  { db }: Pick<AppContext, 'db'>,
  { eventId, messageId }: { eventId: number; messageId: number },
): Promise<boolean> {
  const { count } = await db.eventMessage.deleteMany({ where: { id: messageId, eventId, sentAt: null } });
  return count === 1;
}

export async function eventMessages({ db }: Pick<AppContext, 'db'>, eventId: number): Promise<AdminEventMessage[]> {
  const rows = await db.eventMessage.findMany({
    where: { eventId },
    orderBy: [{ sendAt: 'desc' }, { id: 'desc' }],
    select: MESSAGE_LIST_SELECT,
  });
  return rows.map((row) => ({
    id: row.id,
    subject: row.subject,
    bodyHtml: row.bodyHtml,
    audience: row.audience,
    sendAt: row.sendAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    recipientCount: row._count.recipients,
    authorName: row.author?.name ?? null,
  }));
}

interface MemberMessageRow {
  id: number | bigint;
  subject: string;
  bodyHtml: string;
  sentAt: Date;
  eventTitle: string;
  eventSlug: string;
}

/**
 * The newest messages a member received, or a child they still act for through their account (SPEC §10;
 * guardingLinks: not deleted, under 18 today), for their dashboard: one joined statement, where Prisma's
 * nested select would send one per relation (three).
 */
export async function memberMessages(
  { db, now }: Pick<AppContext, 'db' | 'now'>,
  userId: number,
): Promise<MemberMessage[]> {
  const rows = await db.$queryRaw<MemberMessageRow[]>`
    SELECT m."id", m."subject", m."bodyHtml", m."sentAt", e."title" AS "eventTitle", e."slug" AS "eventSlug"
    FROM "EventMessageRecipient" r
    JOIN "EventMessage" m ON m."id" = r."messageId"
    JOIN "Event" e ON e."id" = m."eventId"
    WHERE (r."userId" = ${userId} OR r."userId" IN (
      SELECT g."userId" FROM "Guardian" g JOIN "User" c ON c."id" = g."userId"
      WHERE g."accountId" = ${userId} AND c."deletedAt" IS NULL AND c."birthDate" >= ${earliestMinorBirthDate(now())}))
      AND m."sentAt" IS NOT NULL
    ORDER BY m."sentAt" DESC, m."id" DESC
    LIMIT 10`;
  return rows.map((row) => ({
    id: Number(row.id),
    subject: row.subject,
    bodyHtml: row.bodyHtml,
    sentAt: new Date(row.sentAt).toISOString(),
    event: { title: row.eventTitle, slug: row.eventSlug },
  }));
}

/**
 * Hands every message whose time has come to the queue, then marks it sent. The job goes in first, under
 * the message's own key: a queue that fails leaves the message unmarked for the next tick, and a process
 * that dies between the two only queues it again, which the key (and the job's keyed mails) keep to one
 * delivery. Marking the message first would lose it in either case.
 */
export async function releaseDueMessages({ db, jobs, now }: Pick<AppContext, 'db' | 'jobs' | 'now'>): Promise<void> {
  const at = now();
  const due = await db.eventMessage.findMany({ where: { sentAt: null, sendAt: { lte: at } }, select: { id: true } });
  for (const { id } of due) {
    await jobs.enqueue('events.message', { messageId: id }, { key: `event-message:${id}` });
    await db.eventMessage.updateMany({ where: { id, sentAt: null }, data: { sentAt: at } });
  }
}

/**
 * After a message for now was saved: releases it with the request instead of at the next tick. A queue
 * refusing it then leaves it saved and unsent, which the minute tick releases (`releaseDueMessages`), so
 * the request answers as usual rather than failing a message that will go out.
 */
export async function releaseMessagesNow(context: Pick<AppContext, 'db' | 'jobs' | 'now' | 'logger'>): Promise<void> {
  try {
    await releaseDueMessages(context);
  } catch (error) {
    context.logger.error('Messages due now stay for the minute tick', error);
  }
}
