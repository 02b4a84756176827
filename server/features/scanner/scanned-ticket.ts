import { PHOTO_CONSENTS, type PhotoConsent } from '../../../common/care.js';
import { GUARDIAN_RELATIONSHIPS, type GuardianRelationship } from '../../../common/guardian-relationships.js';
import { TICKET_STATUSES, type TicketStatus } from '../../../common/types/event-admin.js';
import { column, sql, type StatementRunner } from '../../db/statements.js';

/** A scanned ticket with what a verdict tells: holder, event, who admitted it, a minor's guardian. */
export interface ScannedTicket {
  id: number;
  userId: number;
  eventId: number;
  status: TicketStatus;
  checkedInAt: Date | null;
  /** Inside the event now (SPEC §11): set by an entry scan, cleared by an exit scan. */
  inside: boolean;
  checkedInBy: { name: string } | null;
  event: {
    title: string;
    startsAt: Date;
    endsAt: Date;
    /** The event's location and its door limit (SPEC §11), read with the ticket so a scan costs nothing more. */
    location: { id: number; capacity: number | null; hardLimit: boolean } | null;
  };
  user: {
    name: string;
    birthDate: Date | null;
    /** A guardian asked to be told when this member goes in or out (SPEC §11). */
    guardiansWatch: boolean;
    guardian: { name: string; phone: string; relationship: GuardianRelationship } | null;
    /** Only what the door's icons need; the text never leaves for the door. */
    care: { allergies: string; photoConsent: PhotoConsent } | null;
  };
}

const { int, text, bool, date, oneOf, orNull } = column;
const SCANNED_TICKET_ROW = {
  id: int,
  userId: int,
  eventId: int,
  status: oneOf(...TICKET_STATUSES),
  checkedInAt: orNull(date),
  inside: bool,
  checkedInByName: orNull(text),
  eventTitle: text,
  eventStartsAt: date,
  eventEndsAt: date,
  locationId: orNull(int),
  locationCapacity: orNull(int),
  locationHardLimit: orNull(bool),
  holderName: text,
  holderBirthDate: orNull(date),
  guardiansWatch: bool,
  guardianName: orNull(text),
  guardianPhone: orNull(text),
  guardianRelationship: orNull(oneOf(...GUARDIAN_RELATIONSHIPS)),
  careAllergies: orNull(text),
  carePhotoConsent: orNull(oneOf(...PHOTO_CONSENTS)),
};

/**
 * The ticket with the given id or code, in one statement: every scan reads it (twice when it was
 * already admitted), and Prisma's nested select would send one statement per relation (six). The care
 * join adds no statement: the door's care icons ride on the same row.
 */
export async function findScannedTicket(
  db: StatementRunner,
  by: { id: number } | { code: string },
): Promise<ScannedTicket | null> {
  // One statement for both lookups: the side not asked for gets a value no ticket has.
  const id = 'id' in by ? by.id : -1;
  const code = 'code' in by ? by.code : '';
  const [row] = await db.rows(
    sql`
    SELECT t."id", t."userId", t."eventId", t."status", t."checkedInAt", t."inside",
           COALESCE(t."checkedInByName", admitter."name") AS "checkedInByName",
           e."title" AS "eventTitle", e."startsAt" AS "eventStartsAt", e."endsAt" AS "eventEndsAt",
           place."id" AS "locationId", place."capacity" AS "locationCapacity",
           place."capacityIsHardLimit" AS "locationHardLimit",
           holder."name" AS "holderName", holder."birthDate" AS "holderBirthDate",
           EXISTS (SELECT 1 FROM "Guardian" watcher WHERE watcher."userId" = holder."id"
                     AND watcher."doorNotices" = TRUE AND watcher."accountId" IS NOT NULL) AS "guardiansWatch",
           g."name" AS "guardianName", g."phone" AS "guardianPhone", g."relationship" AS "guardianRelationship",
           c."allergies" AS "careAllergies", c."photoConsent" AS "carePhotoConsent"
    FROM "Ticket" t
    JOIN "Event" e ON e."id" = t."eventId"
    LEFT JOIN "Location" place ON place."id" = e."locationId"
    JOIN "User" holder ON holder."id" = t."userId"
    LEFT JOIN "User" admitter ON admitter."id" = t."checkedInById"
    -- The contact is the first guardian who confirmed: one pending, declined or withdrawn is not one (SPEC §11).
    LEFT JOIN "Guardian" g ON g."id" = (
      SELECT confirmed."id" FROM "Guardian" confirmed
      WHERE confirmed."userId" = holder."id" AND confirmed."consentState" = 'confirmed'
      ORDER BY confirmed."position" LIMIT 1)
    LEFT JOIN "CareInfo" c ON c."userId" = holder."id"
    WHERE t."id" = ${id} OR t."code" = ${code}`,
    SCANNED_TICKET_ROW,
  );
  if (!row) return null;
  return {
    id: row.id,
    userId: row.userId,
    eventId: row.eventId,
    status: row.status,
    checkedInAt: row.checkedInAt,
    inside: row.inside,
    checkedInBy: row.checkedInByName === null ? null : { name: row.checkedInByName },
    event: {
      title: row.eventTitle,
      startsAt: row.eventStartsAt,
      endsAt: row.eventEndsAt,
      location:
        row.locationId === null
          ? null
          : {
              id: row.locationId,
              capacity: row.locationCapacity,
              hardLimit: row.locationHardLimit === true,
            },
    },
    user: {
      name: row.holderName,
      birthDate: row.holderBirthDate,
      guardiansWatch: row.guardiansWatch,
      guardian:
        row.guardianName === null || row.guardianPhone === null || row.guardianRelationship === null
          ? null
          : { name: row.guardianName, phone: row.guardianPhone, relationship: row.guardianRelationship },
      care:
        row.careAllergies === null || row.carePhotoConsent === null
          ? null
          : { allergies: row.careAllergies, photoConsent: row.carePhotoConsent },
    },
  };
}
