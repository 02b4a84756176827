import type { AppContext } from '../../context.js';
import type { Prisma } from '../../db.js';
import { queueAfterCommit, type OutboxJob } from '../../jobs/outbox.js';
import { mailDateTime } from '../../mail/dates.js';
import { mailJob } from '../../mail/delivery.js';
import { passkeyAddedMessage } from '../../mail/messages/passkey-added.js';
import { urls } from '../../../common/routes/index.js';
import { describeDevice, deviceOf } from '../sessions/index.js';

/**
 * Writes the mail telling the member of a passkey just added to their account in the transaction that
 * adds it (an outbox job): a crash after the commit must not leave a new way into the account untold.
 * Keyed by the passkey, so it goes out once whatever retries the queue makes. Hand it to `flushOutbox`.
 */
export async function tellMemberOfNewPasskey(
  context: Pick<AppContext, 'config' | 'now'>,
  tx: Prisma.TransactionClient,
  { userId, passkey, userAgent }: { userId: number; passkey: { id: number; name: string }; userAgent: string },
): Promise<OutboxJob | null> {
  const { config } = context;
  const member = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { name: true, email: true } });
  const notice = mailJob(
    passkeyAddedMessage({
      appName: config.appName,
      to: member.email,
      name: member.name,
      passkey: passkey.name,
      device: describeDevice(deviceOf(userAgent)),
      at: mailDateTime(context.now()),
      url: new URL(urls.settings.passkeys(), config.appUrl).toString(),
    }),
    `passkey-added:${passkey.id}`,
  );
  return notice && queueAfterCommit(tx, context.now(), notice);
}
