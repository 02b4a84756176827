import type { AppContext } from '../../context.js';
import type { Database, Prisma } from '../../db.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import { CARE_SELECT, presentCare } from './presenter.js';
import type { CareInput } from './schemas.js';

type Client = Database | Prisma.TransactionClient;

/** The member's care information, or the defaults when they never entered any. */
export async function careOf({ db }: Pick<AppContext, 'db'>, userId: number) {
  return presentCare(await db.careInfo.findUnique({ where: { userId }, select: CARE_SELECT }));
}

const CARE_FIELDS = ['allergies', 'medicalNotes', 'photoConsent', 'emergencyContacts'] as const;

/**
 * Replaces the care information of `subjectUserId`: the member themself today, their guardian once
 * families exist. The route decides who may; this use case only records who did. The audit entry
 * names the fields that changed, never their content: the log is read by more people than care data
 * may be (audit.view), so copying allergies or notes into it would leak them.
 */
export async function saveCareInfo(
  { db }: Pick<AppContext, 'db'>,
  { actor, userId: subjectUserId, values: input }: { actor: AuditActor; userId: number; values: CareInput },
): Promise<void> {
  await db.$transaction(async (tx) => {
    const before = await tx.careInfo.findUnique({ where: { userId: subjectUserId }, select: CARE_SELECT });
    const fields = {
      allergies: input.allergies,
      medicalNotes: input.medicalNotes,
      photoConsent: input.photoConsent,
    };
    const { id } = await tx.careInfo.upsert({
      where: { userId: subjectUserId },
      create: { userId: subjectUserId, ...fields },
      update: fields,
      select: { id: true },
    });
    await tx.emergencyContact.deleteMany({ where: { careInfoId: id } });
    await tx.emergencyContact.createMany({
      data: input.emergencyContacts.map((contact, position) => ({ careInfoId: id, position, ...contact })),
    });
    const old = before && {
      ...before,
      emergencyContacts: before.emergencyContacts.map(({ name, phone, relationship }) => ({
        name,
        phone,
        relationship,
      })),
    };
    const changed = CARE_FIELDS.filter((field) => !old || JSON.stringify(old[field]) !== JSON.stringify(input[field]));
    if (changed.length === 0) return;
    await recordAudit(tx, {
      actor,
      action: 'care.updated',
      subject: { type: 'user', id: subjectUserId },
      after: { changed },
    });
  });
}

/** Erases the member's care information and emergency contacts (account deletion). */
export async function eraseCareInfo(tx: Client, userId: number): Promise<void> {
  // Explicitly rather than by cascade, so it does not depend on SQLite's foreign-key pragma.
  await tx.emergencyContact.deleteMany({ where: { careInfo: { userId } } });
  await tx.careInfo.deleteMany({ where: { userId } });
}
