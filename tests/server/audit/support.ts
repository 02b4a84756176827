// Reading the audit log straight from the database, for the audit tests.
import type { Database } from '../../../server/db.js';

export interface StoredEntry {
  id: number;
  action: string;
  actorId: number | null;
  subjectType: string;
  subjectId: number | null;
  subjectLabel: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  clientAddress: string | null;
}

const parsed = (text: string | null) => (text === null ? null : (JSON.parse(text) as Record<string, unknown>));

/** The log's entries about one record (or all of them), oldest first, with before/after parsed. */
export async function entriesAbout(db: Database, subject?: { type: string; id: number }): Promise<StoredEntry[]> {
  const rows = await db.auditEntry.findMany({
    where: subject ? { subjectType: subject.type, subjectId: subject.id } : {},
    orderBy: { id: 'asc' },
  });
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    actorId: row.actorId,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    subjectLabel: row.subjectLabel,
    before: parsed(row.before),
    after: parsed(row.after),
    clientAddress: row.clientAddress,
  }));
}

export const entryCount = (db: Database) => db.auditEntry.count();
