import { column, sql, type StatementRunner } from '../../db/statements.js';
import type { DoorDirection, ScanVerdict } from '../../../common/types/scanner.js';

/** One line of the door's log (SPEC §11): every scan is written, admitted or not. */
export interface ScanLogEntry {
  eventId: number;
  scannedById: number;
  outcome: ScanVerdict['outcome'];
  at: Date;
  direction: DoorDirection;
  method: 'code' | 'manual';
  entrance: string | null;
  ticketId: number | null;
  rawCode: string | null;
  clientScanId: string | null;
  offline: boolean;
  doorInvitationId: number | null;
  scannerName: string | null;
  doorPass: string;
}

export interface LoggedScan {
  id: number;
  at: Date;
  outcome: ScanVerdict['outcome'];
}

/**
 * Writes the scan to the log in one statement without Prisma's client (db/statements.ts): it runs for
 * every scan at the door. A second write of the same client scan fails as a unique violation.
 */
export async function logScan(tx: StatementRunner, entry: ScanLogEntry): Promise<LoggedScan> {
  const [logged] = await tx.rows(
    sql`INSERT INTO "CheckIn" ("eventId", "scannedById", "outcome", "at", "direction", "method", "entrance",
                               "ticketId", "rawCode", "clientScanId", "offline", "doorInvitationId", "scannerName",
                               "doorPass")
        VALUES (${entry.eventId}, ${entry.scannedById}, ${entry.outcome}, ${entry.at}, ${entry.direction},
                ${entry.method}, ${entry.entrance}, ${entry.ticketId}, ${entry.rawCode}, ${entry.clientScanId},
                ${entry.offline}, ${entry.doorInvitationId}, ${entry.scannerName}, ${entry.doorPass})
        RETURNING "id", "at"`,
    { id: column.int, at: column.date },
  );
  if (!logged) throw new Error('The scan log answered no row for its insert.');
  return { ...logged, outcome: entry.outcome };
}
