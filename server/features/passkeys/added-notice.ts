import type { AppContext } from '../../context.js';
import { mailDateTime } from '../../mail/dates.js';
import { enqueueMail } from '../../mail/delivery.js';
import { passkeyAddedMessage } from '../../mail/messages/passkey-added.js';
import { urls } from '../../../common/routes/index.js';
import { describeDevice, deviceOf } from '../sessions/index.js';

/** Mails the member of a passkey just added to their account: once, whatever retries the queue makes. */
export async function tellMemberOfNewPasskey(
  context: Pick<AppContext, 'db' | 'config' | 'now' | 'jobs'>,
  { userId, passkey, userAgent }: { userId: number; passkey: { id: number; name: string }; userAgent: string },
): Promise<void> {
  const { db, config } = context;
  const member = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { name: true, email: true } });
  await enqueueMail(
    context.jobs,
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
}
