import type { Prisma } from '../../db.js';
import { recordAudit } from '../audit/index.js';

/**
 * Inside a password reset of an account whose address was never proven: the reset is the first proof
 * that its reader holds the account, so passkeys and two-factor set up before it (by whoever registered
 * with the address, or from before sign-in methods needed a verified address) are removed, each logged
 * without an actor. Left in place, a squatter's passkey would still sign in, or their authenticator app
 * would hold the owner at the code. True when anything was removed.
 */
export async function removeUnprovenSignInMethods(tx: Prisma.TransactionClient, userId: number): Promise<boolean> {
  const subject = { type: 'user', id: userId } as const;
  const passkeys = await tx.passkey.findMany({ where: { userId }, select: { id: true, name: true } });
  await tx.passkey.deleteMany({ where: { userId } });
  for (const passkey of passkeys)
    await recordAudit(tx, {
      actor: null,
      action: 'passkey.removed',
      subject,
      before: { passkey: passkey.id, name: passkey.name },
    });
  const { count: twoFactor } = await tx.twoFactor.deleteMany({ where: { userId } });
  await tx.recoveryCode.deleteMany({ where: { userId } });
  if (twoFactor > 0) await recordAudit(tx, { actor: null, action: 'two_factor.disabled', subject });
  return passkeys.length > 0 || twoFactor > 0;
}
