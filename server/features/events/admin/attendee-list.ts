import type { AppContext } from '../../../context.js';
import { pageWindow } from '../../../http/list-query.js';
import { recordAudit, type AuditActor } from '../../audit/index.js';
import type { AttendeeCare } from '../../../../common/types/care.js';
import type { TicketAnswers } from '../../../../common/questions.js';
import { eventQuestions, storedAnswers } from '../../questions/index.js';
import { attendeesCsv } from './attendees-csv.js';
import { ATTENDEE_SELECT, attendeeRow } from '../../tickets/index.js';
import { attendeeOrder, attendeeWhere, parseAttendeeQuery } from './attendees.js';

// The answers come with the page's own rows (one statement); live rows broadcast to door staff carry none.
const ATTENDEE_WITH_ANSWERS = { ...ATTENDEE_SELECT, answers: true } as const;

/** One page of the event's attendee list, as the admin event page asked for it, with each ticket's answers. */
export async function attendeePage(
  { db, dialect, now: clock }: Pick<AppContext, 'db' | 'dialect' | 'now'>,
  { eventId, query: rawQuery }: { eventId: number; query: unknown },
) {
  const now = clock();
  const query = parseAttendeeQuery(rawQuery);
  const where = attendeeWhere(dialect, eventId, query);
  const [total, tickets] = await Promise.all([
    db.ticket.count({ where }),
    db.ticket.findMany({ where, orderBy: attendeeOrder(query), ...pageWindow(query), select: ATTENDEE_WITH_ANSWERS }),
  ]);
  const answers: Record<number, TicketAnswers> = {};
  for (const ticket of tickets) answers[ticket.id] = storedAnswers(ticket.answers);
  return { query, total, rows: tickets.map((ticket) => attendeeRow(ticket, now)), answers };
}

/**
 * Every attendee the same search and filter give, as the CSV export. An export takes members' data
 * out of the site, so the audit log records who took which list (SPEC §14). `readCare`, when the
 * exporter asked for care information, gives the details of the listed tickets, or null when they are
 * no longer visible: then nothing is exported.
 */
export async function exportAttendees(
  { db, dialect, now: clock }: Pick<AppContext, 'db' | 'dialect' | 'now'>,
  {
    actor,
    event,
    query: rawQuery,
    readCare,
  }: {
    actor: AuditActor;
    event: { id: number; title: string };
    query: unknown;
    readCare?: (ticketIds: number[]) => Promise<Map<number, AttendeeCare> | null>;
  },
): Promise<string | null> {
  const now = clock();
  const query = parseAttendeeQuery(rawQuery);
  const [tickets, questions] = await Promise.all([
    db.ticket.findMany({
      where: attendeeWhere(dialect, event.id, query),
      orderBy: attendeeOrder(query),
      select: ATTENDEE_WITH_ANSWERS,
    }),
    eventQuestions({ db }, event.id),
  ]);
  const care = readCare ? await readCare(tickets.map((ticket) => ticket.id)) : undefined;
  if (care === null) return null;
  await recordAudit(db, {
    actor,
    action: 'event.attendees_exported',
    subject: { type: 'event', id: event.id, label: event.title },
    after: { rows: tickets.length, search: query.search, checkedIn: query.checkedIn, care: Boolean(care) },
  });
  return attendeesCsv(
    tickets.map((ticket) => ({ ...attendeeRow(ticket, now), answers: storedAnswers(ticket.answers) })),
    questions,
    care,
  );
}
