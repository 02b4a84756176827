// Care information written straight to the database, and the audit entries about it, for the care tests.
import type { PhotoConsent } from '../../../common/care.js';
import type { Database } from '../../../server/db.js';

export async function giveCare(
  db: Database,
  userId: number,
  care: { allergies?: string; medicalNotes?: string; photoConsent?: PhotoConsent } = {},
) {
  return db.careInfo.create({
    data: {
      userId,
      allergies: care.allergies ?? '',
      medicalNotes: care.medicalNotes ?? '',
      photoConsent: care.photoConsent ?? 'internal',
      emergencyContacts: {
        create: [{ position: 0, name: 'Pat Parent', phone: '+31612345678', relationship: 'mother' }],
      },
    },
  });
}

/** The care entries of the log, oldest first, with `after` parsed. */
export async function careEntries(db: Database) {
  const rows = await db.auditEntry.findMany({
    where: { action: { in: ['care.viewed', 'care.updated'] } },
    orderBy: { id: 'asc' },
  });
  return rows.map((row) => ({
    action: row.action,
    actorId: row.actorId,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    after: row.after === null ? null : (JSON.parse(row.after) as Record<string, unknown>),
  }));
}
