import type { PasskeyView } from '../../../common/types/settings.js';
import type { AppContext } from '../../context.js';
import { RecordNotFound } from '../../domain-errors.js';
import { recordAudit, type AuditActor } from '../audit/index.js';

/** The member's passkeys for their settings page: names and dates, never a key or credential id. */
export async function passkeysOf({ db }: Pick<AppContext, 'db'>, userId: number): Promise<PasskeyView[]> {
  const passkeys = await db.passkey.findMany({
    where: { userId },
    orderBy: { id: 'asc' },
    select: { id: true, name: true, createdAt: true, lastUsedAt: true },
  });
  return passkeys.map((passkey) => ({
    id: passkey.id,
    name: passkey.name,
    createdAt: passkey.createdAt.toISOString(),
    lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
  }));
}

/** Renames one of the member's own passkeys; another member's is not found. */
export async function renamePasskey(
  { db }: Pick<AppContext, 'db'>,
  { actor, userId, passkeyId, name }: { actor: AuditActor; userId: number; passkeyId: number; name: string },
): Promise<void> {
  await db.$transaction(async (tx) => {
    const passkey = await tx.passkey.findFirst({ where: { id: passkeyId, userId }, select: { name: true } });
    if (!passkey) throw new RecordNotFound();
    await tx.passkey.update({ where: { id: passkeyId }, data: { name } });
    await recordAudit(tx, {
      actor,
      action: 'passkey.renamed',
      subject: { type: 'user', id: userId },
      before: { passkey: passkeyId, name: passkey.name },
      after: { passkey: passkeyId, name },
    });
  });
}

/** Removes one of the member's own passkeys: it no longer signs anyone in. Another member's is not found. */
export async function removePasskey(
  { db }: Pick<AppContext, 'db'>,
  { actor, userId, passkeyId }: { actor: AuditActor; userId: number; passkeyId: number },
): Promise<string> {
  return db.$transaction(async (tx) => {
    const passkey = await tx.passkey.findFirst({ where: { id: passkeyId, userId }, select: { name: true } });
    if (!passkey) throw new RecordNotFound();
    await tx.passkey.delete({ where: { id: passkeyId } });
    await recordAudit(tx, {
      actor,
      action: 'passkey.removed',
      subject: { type: 'user', id: userId },
      before: { passkey: passkeyId, name: passkey.name },
    });
    return passkey.name;
  });
}
