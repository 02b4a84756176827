import type { AppContext } from '../../context.js';
import type { Database } from '../../db.js';
import { flushOutbox, queueAllAfterCommit } from '../../jobs/outbox.js';
import {
  dropWhatGuardianAdded,
  isMinor,
  isOwnAddress,
  consentRequestJob,
  queueConsentRequestAgain,
  takenOffMails,
  type GuardianTakenOff,
} from '../members/index.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import { guardianSelect, presentGuardian } from './presenter.js';
import type { GuardianInput } from './schemas.js';

/** The guardian the member named themself (a second one is invited by a guardian from the family page). */
const primaryGuardian = (userId: number) => ({ userId_position: { userId, position: 0 } });

async function member(db: Database, userId: number) {
  return db.user.findFirstOrThrow({
    where: { id: userId, deletedAt: null },
    select: { name: true, email: true, birthDate: true },
  });
}

/** The member's guardian and whether they must have one (under 18 today). */
export async function guardianOf({ db, now }: Pick<AppContext, 'db' | 'now'>, userId: number) {
  const [{ birthDate }, guardian] = await Promise.all([
    member(db, userId),
    db.guardian.findUnique({ where: primaryGuardian(userId), select: guardianSelect }),
  ]);
  return { guardian: guardian ? presentGuardian(guardian) : null, required: isMinor(birthDate, now()) };
}

export type GuardianSave = 'saved' | 'requested' | 'own-email';

/** Whether saving this guardian would mail a consent request: a first guardian, or a new address. */
export async function wouldRequestConsent(
  { db }: Pick<AppContext, 'db'>,
  { userId, email }: { userId: number; email: string },
): Promise<boolean> {
  const [child, current] = await Promise.all([
    member(db, userId),
    db.guardian.findUnique({ where: primaryGuardian(userId), select: { email: true } }),
  ]);
  return !isOwnAddress(child.email, email) && current?.email !== email;
}

/**
 * Adds or replaces the guardian. Consent belongs to the person at the address: a new guardian, or a new
 * address, starts again at pending (earlier links stop working), is mailed a request and is written to
 * the audit log; the one replaced is told (a parent who said no learns the child named another adult),
 * and the account linked to them loses the child (their family page, tickets and door notices) until
 * the new guardian links theirs. Correcting the name, phone or relationship keeps the consent and the link.
 */
export async function saveGuardian(
  context: Pick<AppContext, 'db' | 'now' | 'jobs' | 'config' | 'logger'>,
  { actor, values: input }: { actor: AuditActor; values: GuardianInput },
): Promise<GuardianSave> {
  const { db, now } = context;
  const userId = actor.id;
  const child = await member(db, userId);
  if (isOwnAddress(child.email, input.email)) return 'own-email';
  const fields = { name: input.name, email: input.email, phone: input.phone, relationship: input.relationship };
  const at = now();
  const restart = {
    consentState: 'pending' as const,
    consentStateAt: at,
    consentAddress: null,
    consentMethod: null,
    consentTokenHash: null,
    consentTokenExpiresAt: null,
    revokeTokenHash: null,
    accountId: null,
    doorNotices: false,
  };
  const { requested, mails } = await db.$transaction(async (tx) => {
    const takenOff: { guardian: GuardianTakenOff; reason: 'replaced' | 'inviter-replaced' }[] = [];
    const current = await tx.guardian.findUnique({
      where: primaryGuardian(userId),
      select: { id: true, name: true, email: true, relationship: true, consentState: true },
    });
    const newAddress = current?.email !== input.email;
    if (current && newAddress) {
      takenOff.push({ guardian: { ...current, child: child.name }, reason: 'replaced' });
      // Someone else now: what the one replaced added for the child goes with them.
      for (const guardian of await dropWhatGuardianAdded(tx, current.id))
        takenOff.push({ guardian, reason: 'inviter-replaced' });
    }
    const saved = await tx.guardian.upsert({
      where: primaryGuardian(userId),
      create: { userId, ...fields, ...restart },
      update: { ...fields, ...(newAddress ? restart : {}) },
      select: { id: true },
    });
    // The notices to those taken off and the request to the new address are written with the change,
    // so a crash after it cannot lose them.
    const mails = await queueAllAfterCommit(tx, at, [
      ...takenOffMails(context, takenOff, at),
      ...(newAddress ? [consentRequestJob(saved.id)] : []),
    ]);
    if (!newAddress) return { requested: false, mails };
    await recordAudit(tx, {
      actor,
      action: 'guardian.named',
      subject: { type: 'user', id: userId, label: child.name },
      before: current && { name: current.name, relationship: current.relationship, consentState: current.consentState },
      after: { name: input.name, relationship: input.relationship, consentState: 'pending' },
      at,
    });
    return { requested: true, mails };
  });
  await flushOutbox(context, mails);
  return requested ? 'requested' : 'saved';
}

export type ConsentRequestAgain = 'queued' | 'no-guardian' | 'confirmed';

/** The member asks for their guardian's consent again (a lost or expired mail, or a decline reconsidered). */
export async function requestConsentAgain(
  context: Pick<AppContext, 'db' | 'jobs' | 'logger' | 'now'>,
  userId: number,
): Promise<ConsentRequestAgain> {
  const guardian = await context.db.guardian.findUnique({
    where: primaryGuardian(userId),
    select: { id: true, consentState: true },
  });
  if (!guardian) return 'no-guardian';
  if (guardian.consentState === 'confirmed') return 'confirmed';
  await queueConsentRequestAgain(context, guardian.id);
  return 'queued';
}

export type GuardianRemoval = 'removed' | 'required';

/** Removes the guardian, unless the member is a minor: they must keep one on file. The log keeps who went. */
export async function removeGuardian(
  { db, now }: Pick<AppContext, 'db' | 'now'>,
  actor: AuditActor,
): Promise<GuardianRemoval> {
  const userId = actor.id;
  const { name, birthDate } = await member(db, userId);
  if (isMinor(birthDate, now())) return 'required';
  await db.$transaction(async (tx) => {
    const removed = await tx.guardian.findMany({
      where: { userId },
      orderBy: { position: 'asc' },
      select: { id: true, name: true, relationship: true, consentState: true },
    });
    await tx.guardian.deleteMany({ where: { id: { in: removed.map((guardian) => guardian.id) } } });
    for (const guardian of removed)
      await recordAudit(tx, {
        actor,
        action: 'guardian.removed',
        subject: { type: 'user', id: userId, label: name },
        before: { name: guardian.name, relationship: guardian.relationship, consentState: guardian.consentState },
      });
  });
  return 'removed';
}
