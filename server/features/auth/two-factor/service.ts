// Two-factor sign-in (SPEC §14): turning it on and off, recovery codes, and the second step of signing in.
import type { AuthUser } from '../../../../common/types/shared.js';
import type { AppContext } from '../../../context.js';
import type { Database, Prisma } from '../../../db.js';
import { TWO_FACTOR_PERMISSIONS } from '../../../../common/permissions.js';
import { ADMIN_ROLE } from '../../members/index.js';
import { recordAudit, type AuditActor } from '../../audit/index.js';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.js';
import { totpStep } from './totp.js';
import { openSecret, sealSecret, twoFactorKey } from './sealed-secret.js';

type Client = Database | Prisma.TransactionClient;
type Actor = AuditActor & Pick<AuthUser, 'name'>;

export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

export async function twoFactorStatusOf({ db }: Pick<AppContext, 'db'>, userId: number): Promise<TwoFactorStatus> {
  const [row, recoveryCodesLeft] = await Promise.all([
    db.twoFactor.findUnique({ where: { userId }, select: { userId: true } }),
    db.recoveryCode.count({ where: { userId } }),
  ]);
  return { enabled: !!row, recoveryCodesLeft };
}

/** Whether the member must give a second factor after their password. */
export async function hasTwoFactor({ db }: Pick<AppContext, 'db'>, userId: number): Promise<boolean> {
  return !!(await db.twoFactor.findUnique({ where: { userId }, select: { userId: true } }));
}

/**
 * Whether the member's roles grant a permission that acts only with two-factor on (so they may not turn
 * it off). Read from the roles, not the signed-in member's permissions: those are empty while the address
 * is unverified, which a member can bring about by changing it.
 */
export async function requiresTwoFactor({ db }: Pick<AppContext, 'db'>, userId: number): Promise<boolean> {
  const granting = await db.userRole.count({
    where: {
      userId,
      role: {
        OR: [
          { name: ADMIN_ROLE },
          { permissions: { some: { permission: { name: { in: [...TWO_FACTOR_PERMISSIONS] } } } } },
        ],
      },
    },
  });
  return granting > 0;
}

async function replaceRecoveryCodes(tx: Client, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.recoveryCode.deleteMany({ where: { userId } });
  await tx.recoveryCode.createMany({ data: codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })) });
  return codes;
}

const subjectOf = (actor: Actor) => ({ type: 'user' as const, id: actor.id, label: actor.name });

/**
 * Turns two-factor on with the secret the member's app took, once a code from it proves so. Returns the
 * recovery codes (to show once; only their hashes are kept), or 'wrong-code' with nothing stored.
 */
export async function enableTwoFactor(
  { db, now, config }: Pick<AppContext, 'db' | 'now' | 'config'>,
  { actor, secret, code }: { actor: Actor; secret: string; code: string },
): Promise<string[] | 'wrong-code' | 'already-on'> {
  const at = now();
  const step = totpStep(secret, code, at);
  if (step === null) return 'wrong-code';
  return db.$transaction(async (tx) => {
    if (await tx.twoFactor.findUnique({ where: { userId: actor.id }, select: { userId: true } })) return 'already-on';
    const sealed = sealSecret(twoFactorKey(config.sessionSecret), secret);
    await tx.twoFactor.create({ data: { userId: actor.id, secret: sealed, lastUsedStep: step, enabledAt: at } });
    const codes = await replaceRecoveryCodes(tx, actor.id);
    await recordAudit(tx, { actor, action: 'two_factor.enabled', subject: subjectOf(actor), at });
    return codes;
  });
}

/** New recovery codes in place of the old ones (which stop working); 'not-on' while two-factor is off. */
export async function regenerateRecoveryCodes(
  { db, now }: Pick<AppContext, 'db' | 'now'>,
  { actor }: { actor: Actor },
): Promise<string[] | 'not-on'> {
  return db.$transaction(async (tx) => {
    if (!(await tx.twoFactor.findUnique({ where: { userId: actor.id }, select: { userId: true } }))) return 'not-on';
    const codes = await replaceRecoveryCodes(tx, actor.id);
    await recordAudit(tx, {
      actor,
      action: 'two_factor.recovery_codes_regenerated',
      subject: subjectOf(actor),
      at: now(),
    });
    return codes;
  });
}

/** Turns two-factor off (secret and codes deleted), unless the member's permissions require it. */
export async function disableTwoFactor(
  { db, now }: Pick<AppContext, 'db' | 'now'>,
  { actor }: { actor: Actor },
): Promise<'disabled' | 'required' | 'not-on'> {
  if (await requiresTwoFactor({ db }, actor.id)) return 'required';
  return db.$transaction(async (tx) => {
    const { count } = await tx.twoFactor.deleteMany({ where: { userId: actor.id } });
    if (count === 0) return 'not-on';
    await tx.recoveryCode.deleteMany({ where: { userId: actor.id } });
    await recordAudit(tx, { actor, action: 'two_factor.disabled', subject: subjectOf(actor), at: now() });
    return 'disabled';
  });
}

/**
 * The second step of signing in: a current code from the member's app (each 30-second step once: a
 * code seen by someone looking over a shoulder cannot be used again), or one of their recovery codes
 * (deleted as it is used). Both checks change the row only when they pass, in one conditional write,
 * so two requests with one code cannot both pass.
 */
export async function passSecondFactor(
  { db, now, config }: Pick<AppContext, 'db' | 'now' | 'config'>,
  { userId, code }: { userId: number; code: string },
): Promise<boolean> {
  const twoFactor = await db.twoFactor.findUnique({ where: { userId }, select: { secret: true } });
  if (!twoFactor) return false;
  const typed = code.replace(/\s/g, '');
  if (/^\d{6}$/.test(typed)) {
    const secret = openSecret(twoFactorKey(config.sessionSecret), twoFactor.secret);
    const step = secret === null ? null : totpStep(secret, typed, now());
    if (step === null) return false;
    const { count } = await db.twoFactor.updateMany({
      where: { userId, OR: [{ lastUsedStep: null }, { lastUsedStep: { lt: step } }] },
      data: { lastUsedStep: step },
    });
    return count === 1;
  }
  const { count } = await db.recoveryCode.deleteMany({ where: { userId, codeHash: hashRecoveryCode(typed) } });
  return count === 1;
}

/** Account deletion: the secret and the codes go with the rest. */
export async function eraseTwoFactor(tx: Client, userId: number): Promise<void> {
  await tx.recoveryCode.deleteMany({ where: { userId } });
  await tx.twoFactor.deleteMany({ where: { userId } });
}
