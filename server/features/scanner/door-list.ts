import type { AppContext } from '../../context.js';
import { createHash } from 'node:crypto';
import { DOOR_LIST_KEPT_AFTER_MS, doorCodeHash } from '../../../common/door-list.js';
import type { PhotoConsent } from '../../../common/care.js';
import type { EventStatus } from '../../../common/types/event-admin.js';
import type { DoorConflict, DoorList, DoorListEntry } from '../../../common/types/scanner.js';
import { careFlags, isCareVisible } from '../care/index.js';
import { isMinor } from '../members/index.js';
import type { DoorScanner } from './door-access.js';

interface DoorListRow {
  id: number | bigint;
  code: string;
  status: 'active' | 'cancelled';
  inside: boolean | number | bigint;
  name: string;
  birthDate: Date | null;
  allergies: string | null;
  photoConsent: PhotoConsent | null;
}

// SQLite answers booleans as 0 or 1.
const inside = (row: DoorListRow): boolean => Boolean(Number(row.inside));

/** A strong validator for a body: its SHA-1, enough to tell two door lists apart. */
export const contentTag = (body: string): string => `"${createHash('sha1').update(body).digest('base64url')}"`;

export const hashTicketCode = (code: string): string => doorCodeHash(createHash('sha256').update(code.trim()).digest());

/**
 * The event's door list (SPEC §11): every ticket, cancelled ones too, so an offline scanner can name
 * the holder and refuse a cancellation (and the entries at a cancelled event's door). One statement
 * however many tickets: a door list for a large event is fetched by every scanner while the doors open.
 */
export async function doorList(
  { db, now: clock }: Pick<AppContext, 'db' | 'now'>,
  {
    event,
    careVisibleDays,
    viewer,
  }: { event: { id: number; endsAt: Date; status: EventStatus }; careVisibleDays: number; viewer: ConflictViewer },
): Promise<DoorList> {
  const now = clock();
  const rows = await db.$queryRaw<DoorListRow[]>`
    SELECT t."id", t."code", t."status", t."inside", holder."name", holder."birthDate",
           c."allergies", c."photoConsent"
    FROM "Ticket" t
    JOIN "User" holder ON holder."id" = t."userId"
    LEFT JOIN "CareInfo" c ON c."userId" = holder."id"
    WHERE t."eventId" = ${event.id}
    ORDER BY t."id"`;
  const careVisible = isCareVisible(event.endsAt, now, careVisibleDays);
  // A cancelled event's door (or a draft's) lets nobody in: the device refuses its tickets as cancelled,
  // but those inside, whom it must still be able to let out (an entry of theirs it refuses as inside).
  const doorOpen = event.status === 'published';
  const entries = rows.map((row): DoorListEntry => ({
    ticketId: Number(row.id),
    codeHash: hashTicketCode(row.code),
    name: row.name,
    minor: isMinor(row.birthDate, now),
    // Care reaches the staff of events the member holds a ticket for (SPEC §12): not a cancelled one.
    care:
      careVisible && row.status === 'active' && row.allergies !== null && row.photoConsent !== null
        ? careFlags({ allergies: row.allergies, photoConsent: row.photoConsent })
        : null,
    cancelled: row.status !== 'active' || (!doorOpen && !inside(row)),
    inside: inside(row),
  }));
  return {
    eventId: event.id,
    wipeAfter: new Date(event.endsAt.getTime() + DOOR_LIST_KEPT_AFTER_MS).toISOString(),
    entries,
    conflicts: await doorConflicts({ db }, event.id, viewer),
  };
}

/** The scanner a door's conflicts are told to (door-access.ts): it learns the client scan ids of its own scans only. */
export type ConflictViewer = Pick<DoorScanner, 'scannerId' | 'doorPass'>;

interface ConflictRow {
  ticketId: number | bigint;
  attendeeName: string;
  firstScannedById: number | bigint;
  firstDoorPass: string;
  secondScannedById: number | bigint;
  secondDoorPass: string;
  firstScanId: string | null;
  firstAt: Date;
  firstScanner: string;
  firstEntrance: string | null;
  secondScanId: string | null;
  secondAt: Date;
  secondScanner: string;
  secondEntrance: string | null;
}

/** The most conflicts a door list or a sync reports; a door with more has a bigger problem than a list. */
const CONFLICTS_SHOWN = 50;

/**
 * Tickets two devices admitted while offline: an offline entry found the ticket inside, and the
 * admission it found was made offline too, so neither device could know. That admission is the latest
 * logged before it with no exit between the two by scan time (offline-passage.ts judges them so), as
 * devices sync in any order. A client scan id is told only to the scanner that made the scan (`viewer`),
 * which finds its own conflicts by them; `null` tells them all (the staff's realtime channel).
 */
export async function doorConflicts(
  { db }: Pick<AppContext, 'db'>,
  eventId: number,
  viewer: ConflictViewer | null,
): Promise<DoorConflict[]> {
  const rows = await db.$queryRaw<ConflictRow[]>`
    SELECT later."ticketId", holder."name" AS "attendeeName",
           earlier."scannedById" AS "firstScannedById", earlier."doorPass" AS "firstDoorPass",
           later."scannedById" AS "secondScannedById", later."doorPass" AS "secondDoorPass",
           earlier."clientScanId" AS "firstScanId", earlier."at" AS "firstAt",
           COALESCE(earlier."scannerName", firstScanner."name") AS "firstScanner", earlier."entrance" AS "firstEntrance",
           later."clientScanId" AS "secondScanId", later."at" AS "secondAt",
           COALESCE(later."scannerName", secondScanner."name") AS "secondScanner", later."entrance" AS "secondEntrance"
    FROM "CheckIn" later
    JOIN "CheckIn" earlier ON earlier."id" = (
      SELECT MAX(admission."id") FROM "CheckIn" admission
      WHERE admission."ticketId" = later."ticketId" AND admission."id" < later."id"
        AND admission."outcome" = 'valid' AND admission."direction" = 'entry' AND admission."undoneAt" IS NULL
        AND NOT EXISTS (SELECT 1 FROM "CheckIn" departure
          WHERE departure."ticketId" = later."ticketId" AND departure."outcome" = 'valid'
            AND departure."direction" = 'exit' AND departure."undoneAt" IS NULL
            AND ((departure."at" > admission."at" AND departure."at" < later."at")
              OR (departure."at" > later."at" AND departure."at" < admission."at"))))
    JOIN "Ticket" t ON t."id" = later."ticketId"
    JOIN "User" holder ON holder."id" = t."userId"
    JOIN "User" firstScanner ON firstScanner."id" = earlier."scannedById"
    JOIN "User" secondScanner ON secondScanner."id" = later."scannedById"
    WHERE later."eventId" = ${eventId} AND later."offline" = TRUE AND later."direction" = 'entry'
      AND later."outcome" = 'already_checked_in' AND earlier."offline" = TRUE
    ORDER BY later."id" DESC
    LIMIT ${CONFLICTS_SHOWN}`;
  const toldTo = (scannedById: number | bigint, doorPass: string, clientScanId: string | null) =>
    viewer === null || (Number(scannedById) === viewer.scannerId && doorPass === viewer.doorPass) ? clientScanId : null;
  return rows.map((row) => ({
    ticketId: Number(row.ticketId),
    attendeeName: row.attendeeName,
    admissions: [
      {
        clientScanId: toldTo(row.firstScannedById, row.firstDoorPass, row.firstScanId),
        scannedAt: row.firstAt,
        scannerName: row.firstScanner,
        entrance: row.firstEntrance,
      },
      {
        clientScanId: toldTo(row.secondScannedById, row.secondDoorPass, row.secondScanId),
        scannedAt: row.secondAt,
        scannerName: row.secondScanner,
        entrance: row.secondEntrance,
      },
    ].map((admission) => ({ ...admission, scannedAt: new Date(admission.scannedAt).toISOString() })),
  }));
}
