import type { AppContext } from '../../context.js';
import {
  DOOR_DIRECTIONS,
  SCAN_OUTCOMES,
  type DoorCollector,
  type DoorDirection,
  type RecentScan,
  type ScanVerdict,
} from '../../../common/types/scanner.js';
import { collectorsForChild } from '../families/index.js';
import { enter, leave, refusal } from './presence.js';
import { column, sql } from '../../db/statements.js';
import { isUniqueViolation } from '../../db/errors.js';
import { queueAfterCommitIn, type OutboxJob } from '../../jobs/outbox.js';
import { careFlags, isCareVisible } from '../care/index.js';
import { isMinor, presentPhone } from '../members/index.js';
import { ticketIdByReference, ticketKeys, verifyTicketCode, type ScannedAtTheDoor } from '../tickets/index.js';
import { parseTicketCode } from '../../../common/ticket-code.js';
import { parseReference } from '../../../common/ticket-reference.js';
import { findScannedTicket, type ScannedTicket } from './scanned-ticket.js';
import { logScan } from './scan-log.js';
import { checkInTime, closedDoor, type DoorWindow } from './scan-time.js';

/** An unknown code is logged as scanned, cut to this length: enough to recognise it, not a storage sink. */
export const RAW_CODE_LOG_LENGTH = 200;

export interface ScanInput {
  /** A scanned or typed code; or, for a name picked from the door's search, `ticketId` (logged as manual). */
  code?: string;
  ticketId?: number;
  eventId: number;
  scannerId: number;
  direction: DoorDirection;
  /** The entrance the scanner stands at, if it named one. */
  entrance?: string;
  /**
   * Set by the scanner page for every scan: a replayed scan (offline sync sent twice) is answered from
   * the log. It is the scanner's own id, so it names a scan only at this event's door from this scanner.
   */
  clientScanId?: string;
  /** When the scan happened (an offline scan syncs later); kept only when believable (see checkInTime). */
  scannedAt?: Date;
  /** Let through by the device while offline, and sent with its queue later. */
  offline?: boolean;
  /** For an entry let through offline: when the same device let the holder out again (offline-queue.ts). */
  letOutAgainAt?: Date;
  /** Refused by the device while offline: judged and logged, but it lets nobody in or out. */
  refused?: boolean;
  /** Scans through a door invitation: the invitation and the name its volunteer gave. */
  invitationId?: number | null;
  scannerName?: string | null;
  /** The volunteer's door pass, '' for a member (door-access.ts): a replay answers only the pass that made the scan. */
  doorPass: string;
  /** The event's door: when its scans can have happened, and whether it lets anyone in. */
  door: DoorWindow;
  /** CARE_VISIBLE_DAYS: after that, the verdict carries no care icons. */
  careVisibleDays: number;
}

export interface CheckInResult {
  verdict: ScanVerdict;
  scan: RecentScan;
  /** The ticket this scan let in or out, if it was valid (and not a replay): what announcing it needs. */
  checkedIn: CheckedInTicket | null;
}

export interface CheckedInTicket extends ScannedAtTheDoor {
  /** The job telling the guardians who asked of this coming or going, written with the scan; to flush. */
  doorNotice: OutboxJob | null;
}

/** A phone number as the door person reads it out or dials it: +31 6 12345678. */
const dialable = (e164: string) => presentPhone(e164).international;

/** The verdict a logged outcome stands for, told from the ticket as it is now. */
function verdictFor(
  outcome: ScanVerdict['outcome'],
  ticket: ScannedTicket | null,
  now: Date,
  careVisibleDays: number,
  direction: DoorDirection,
  collectors: DoorCollector[] | null = null,
): ScanVerdict {
  if (!ticket) return { outcome: 'unknown' };
  const attendeeName = ticket.user.name;
  switch (outcome) {
    case 'valid': {
      const minor = isMinor(ticket.user.birthDate, now);
      // Flags for icons, not the details: the door learns that there is an allergy, not which one, so
      // showing them is not a read of care data and is not audited (the admin page's details are).
      const { care } = ticket.user;
      const visible = care !== null && isCareVisible(ticket.event.endsAt, now, careVisibleDays);
      return {
        outcome,
        direction,
        attendeeName,
        minor,
        guardian:
          minor && ticket.user.guardian
            ? { ...ticket.user.guardian, phone: dialable(ticket.user.guardian.phone) }
            : null,
        care: visible ? careFlags(care) : null,
        collectors:
          minor && direction === 'exit' && collectors
            ? collectors.map((collector) => ({ ...collector, phone: dialable(collector.phone) }))
            : null,
      };
    }
    case 'not_inside':
    case 'location_full':
      return { outcome, attendeeName };
    case 'already_checked_in':
      return {
        outcome,
        attendeeName,
        checkedInAt: (ticket.checkedInAt ?? now).toISOString(),
        checkedInBy: ticket.checkedInBy?.name ?? null,
      };
    case 'wrong_event':
      return { outcome, event: { title: ticket.event.title, startsAt: ticket.event.startsAt.toISOString() } };
    case 'cancelled':
    case 'event_cancelled':
    case 'door_closed':
      return { outcome, attendeeName };
    case 'unknown':
      return { outcome };
  }
}

/**
 * A scan as the door's list shows it. The holder of another event's ticket is none of this door's
 * business (possibly a minor, shown to every volunteer at it), so that scan names nobody.
 */
const recentScan = (
  log: { id: number; at: Date; outcome: ScanVerdict['outcome']; undoneAt?: Date | null },
  holder: { id: number; user: { name: string } } | null,
): RecentScan => {
  const named = log.outcome === 'wrong_event' ? null : holder;
  return {
    id: String(log.id),
    at: log.at.toISOString(),
    outcome: log.outcome,
    attendeeName: named?.user.name ?? null,
    ticketId: named?.id ?? null,
    undone: Boolean(log.undoneAt),
  };
};

/** Who may collect the ticket's holder, for a minor let out (SPEC §11); null for any other scan. */
const collectorsFor = (
  db: AppContext['db'],
  outcome: ScanVerdict['outcome'],
  direction: DoorDirection,
  ticket: ScannedTicket | null,
  now: Date,
): Promise<DoorCollector[]> | null =>
  ticket && outcome === 'valid' && direction === 'exit' && isMinor(ticket.user.birthDate, now)
    ? collectorsForChild(db, ticket.userId)
    : null;

/**
 * The logged answer to a scan this scanner (and door pass) already sent to this event's door, if it did,
 * told from the ticket as it is now: never more than a fresh scan would tell, so a ticket cancelled
 * since answers as cancelled (no guardian to call, no care icons).
 */
async function loggedResult(
  { db, statements }: Pick<AppContext, 'db' | 'statements'>,
  input: ScanInput & { clientScanId: string },
  now: Date,
): Promise<CheckInResult | null> {
  const [log] = await statements.rows(
    sql`SELECT "id", "at", "outcome", "ticketId", "direction", "undoneAt" FROM "CheckIn"
        WHERE "eventId" = ${input.eventId} AND "scannedById" = ${input.scannerId}
          AND "doorPass" = ${input.doorPass} AND "clientScanId" = ${input.clientScanId}`,
    {
      id: column.int,
      at: column.date,
      outcome: column.oneOf(...SCAN_OUTCOMES),
      ticketId: column.orNull(column.int),
      direction: column.oneOf(...DOOR_DIRECTIONS),
      undoneAt: column.orNull(column.date),
    },
  );
  if (!log) return null;
  const ticket = log.ticketId === null ? null : await findScannedTicket(statements, { id: log.ticketId });
  const cancelledSince = ticket?.eventId === input.eventId && ticket.status !== 'active';
  const outcome = cancelledSince ? 'cancelled' : log.outcome;
  const collectors = await collectorsFor(db, outcome, log.direction, ticket, now);
  return {
    verdict: verdictFor(outcome, ticket, now, input.careVisibleDays, log.direction, collectors),
    scan: recentScan(log, ticket),
    checkedIn: null,
  };
}

/** How the ticket was named: its code (camera, scanner or pasted), or by hand (a name picked, a reference typed). */
const scannedBy = ({ ticketId, code = '' }: ScanInput): 'code' | 'manual' =>
  ticketId !== undefined || typedReference(code) ? 'manual' : 'code';

/** The reference in a typed text, unless the text is a ticket code (which a reference never is). */
const typedReference = (code: string): string | null => (parseTicketCode(code) ? null : parseReference(code));

/** The ticket a scan names: by a signed code, or by id when picked by name (only this event's tickets). */
async function scannedTicket(
  { db, statements }: Pick<AppContext, 'db' | 'statements'>,
  input: ScanInput,
): Promise<ScannedTicket | null> {
  if (input.ticketId !== undefined) {
    const ticket = await findScannedTicket(statements, { id: input.ticketId });
    return ticket?.eventId === input.eventId ? ticket : null;
  }
  const code = input.code ?? '';
  const reference = typedReference(code);
  if (reference) {
    const id = await ticketIdByReference(db, input.eventId, reference);
    return id === null ? null : findScannedTicket(statements, { id });
  }
  const genuine = await verifyTicketCode(await ticketKeys({ db }), code);
  return genuine ? findScannedTicket(statements, { code: code.trim() }) : null;
}

/**
 * One scan at the door of `eventId`: judges the code, logs the scan with its outcome, and admits the
 * ticket when valid. Codes that are malformed, forged or altered are unknown before any database lookup.
 */
export async function checkIn(
  { db, statements, dialect, now: clock }: Pick<AppContext, 'db' | 'statements' | 'dialect' | 'now'>,
  input: ScanInput,
): Promise<CheckInResult> {
  const now = clock();
  const at = checkInTime(input.scannedAt, input.door, now);
  const closed = closedDoor(input.door, at);
  const ticket = await scannedTicket({ db, statements }, input);
  const { direction } = input;
  const scanner = { id: input.scannerId, name: input.scannerName ?? null };
  try {
    // Admission and its log entry commit together: when the log entry is refused (the same client scan
    // sent again, as a device does when an answer did not reach it, or twice at once), the admission is
    // undone and the scan is answered as it was first judged. Not looked up first: every scan would pay
    // a statement for the rare one sent again.
    const { outcome, log, judged, doorNotice } = await statements.transaction(async (tx) => {
      let outcome: ScanVerdict['outcome'] = 'unknown';
      if (ticket && ticket.eventId !== input.eventId) outcome = 'wrong_event';
      else if (ticket && direction === 'entry' && closed) outcome = closed;
      else if (ticket && input.refused) outcome = refusal(ticket, direction);
      else if (ticket && direction === 'exit')
        outcome = await leave(tx, dialect, ticket, { at, now, alreadyLetOut: input.offline ?? false });
      else if (ticket)
        outcome = await enter(tx, dialect, ticket, scanner, {
          at,
          now,
          alreadyLetIn: input.offline ?? false,
          leftAgainAt: input.letOutAgainAt && checkInTime(input.letOutAgainAt, input.door, now),
        });
      const log = await logScan(tx, {
        eventId: input.eventId,
        scannedById: input.scannerId,
        outcome,
        at,
        direction,
        method: scannedBy(input),
        entrance: input.entrance ?? null,
        ticketId: ticket?.id ?? null,
        rawCode: ticket ? null : (input.code ?? '').slice(0, RAW_CODE_LOG_LENGTH),
        clientScanId: input.clientScanId ?? null,
        offline: input.offline ?? false,
        doorInvitationId: input.invitationId ?? null,
        scannerName: input.scannerName ?? null,
        doorPass: input.doorPass,
      });
      const judged =
        ticket && outcome === 'already_checked_in' ? await findScannedTicket(tx, { id: ticket.id }) : ticket;
      // One statement, only for a holder whose guardian asked to be told: the guardians are looked up by the job.
      const doorNotice =
        ticket && outcome === 'valid' && ticket.user.guardiansWatch
          ? await queueAfterCommitIn(tx, now, {
              name: 'families.door-notice',
              data: {
                ticketId: ticket.id,
                userId: ticket.userId,
                eventTitle: ticket.event.title,
                direction,
                at: at.toISOString(),
              },
              key: `door-notice:${ticket.id}:${direction}:${at.getTime()}`,
            })
          : null;
      return { outcome, log, judged, doorNotice };
    });
    // Read after the commit, so the transaction (and SQLite's write lock) is not held for it.
    const collectors = await collectorsFor(db, outcome, direction, judged, now);
    return {
      verdict: verdictFor(outcome, judged, now, input.careVisibleDays, direction, collectors),
      scan: recentScan(log, ticket),
      checkedIn:
        ticket && outcome === 'valid'
          ? {
              ticketId: ticket.id,
              userId: ticket.userId,
              eventId: ticket.eventId,
              eventTitle: ticket.event.title,
              checkedInAt: at,
              direction,
              doorNotice,
            }
          : null,
    };
  } catch (error) {
    const logged =
      input.clientScanId && isUniqueViolation(error)
        ? await loggedResult({ db, statements }, { ...input, clientScanId: input.clientScanId }, now)
        : null;
    if (!logged) throw error;
    return logged;
  }
}

export const RECENT_SCANS_SHOWN = 20;

/** The latest scans at the event's door, by any scanner, newest first. */
export async function recentScans({ db }: Pick<AppContext, 'db'>, eventId: number): Promise<RecentScan[]> {
  const logs = await db.checkIn.findMany({
    where: { eventId },
    orderBy: [{ at: 'desc' }, { id: 'desc' }],
    take: RECENT_SCANS_SHOWN,
    select: {
      id: true,
      at: true,
      outcome: true,
      undoneAt: true,
      ticket: { select: { id: true, user: { select: { name: true } } } },
    },
  });
  return logs.map((log) => recentScan(log, log.ticket));
}
