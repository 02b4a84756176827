import type { AppContext } from '../../context.js';
import type { Database } from '../../db.js';
import { isMinor } from './age.js';
import { guardianSelect, presentGuardian } from './presenter.js';
import type { GuardianInput } from './schemas.js';

async function member(db: Database, userId: number) {
  return db.user.findFirstOrThrow({ where: { id: userId, deletedAt: null }, select: { email: true, birthDate: true } });
}

/** The member's guardian and whether they must have one (under 18 today). */
export async function guardianOf({ db, now }: Pick<AppContext, 'db' | 'now'>, userId: number) {
  const [{ birthDate }, guardian] = await Promise.all([
    member(db, userId),
    db.guardian.findUnique({ where: { userId }, select: guardianSelect }),
  ]);
  return { guardian: guardian ? presentGuardian(guardian) : null, required: isMinor(birthDate, now()) };
}

export type GuardianSave = 'saved' | 'own-email';

/** Adds or replaces the guardian; consent was just given, so its time is now. */
export async function saveGuardian(
  { db, now }: Pick<AppContext, 'db' | 'now'>,
  userId: number,
  input: GuardianInput,
): Promise<GuardianSave> {
  const { email } = await member(db, userId);
  if (input.email === email.toLowerCase()) return 'own-email';
  const fields = {
    name: input.name,
    email: input.email,
    phone: input.phone,
    relationship: input.relationship,
    consentGivenAt: now(),
  };
  await db.guardian.upsert({ where: { userId }, create: { userId, ...fields }, update: fields });
  return 'saved';
}

export type GuardianRemoval = 'removed' | 'required';

/** Removes the guardian, unless the member is a minor: they must keep one on file. */
export async function removeGuardian(
  { db, now }: Pick<AppContext, 'db' | 'now'>,
  userId: number,
): Promise<GuardianRemoval> {
  const { birthDate } = await member(db, userId);
  if (isMinor(birthDate, now())) return 'required';
  await db.guardian.deleteMany({ where: { userId } });
  return 'removed';
}
