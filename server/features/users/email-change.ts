import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/errors.js';
import { enqueueMail } from '../../mail/delivery.js';
import { confirmEmailChangeMessage, emailChangeNoticeMessage } from '../../mail/messages/email-change.js';
import { checkEmailLink, emailHash, emailLinkPath, sameHex, type EmailLink } from '../auth/signed-link.js';

/** Long enough for a member who reads mail once a day; the link works only in the member's own session. */
export const EMAIL_CHANGE_LINK_HOURS = 48;

const CHANGE_EMAIL = { purpose: 'change-email', route: '/email-change' };

type Member = { id: number; name: string; email: string };

/**
 * Staff typed a new address for a member: it waits as `pendingEmail` until the member, signed in as
 * themselves, follows the link sent to it; the old address is told. Without this, anyone who may edit a
 * member could point the account at their own mailbox and reset its password.
 */
export async function requestEmailChange(context: AppContext, member: Member, newEmail: string): Promise<void> {
  await context.db.user.update({ where: { id: member.id }, data: { pendingEmail: newEmail } });
  const expires = Math.floor(context.now().getTime() / 1000) + EMAIL_CHANGE_LINK_HOURS * 3600;
  const path = emailLinkPath(context.config.sessionSecret, CHANGE_EMAIL, { id: member.id, email: newEmail }, expires);
  const common = { appName: context.config.appName, name: member.name, newEmail, hours: EMAIL_CHANGE_LINK_HOURS };
  const url = new URL(path, context.config.appUrl).toString();
  await enqueueMail(context.jobs, confirmEmailChangeMessage({ ...common, to: newEmail, url }));
  await enqueueMail(context.jobs, emailChangeNoticeMessage({ ...common, to: member.email }));
}

export type EmailChangeOutcome = 'changed' | 'invalid' | 'expired' | 'taken';

/** Applies a pending address when the link matches the signed-in member and the address still waiting. */
export async function confirmEmailChange(
  context: Pick<AppContext, 'config' | 'db' | 'now'>,
  userId: number,
  link: EmailLink,
): Promise<EmailChangeOutcome> {
  const check = checkEmailLink(context.config.sessionSecret, CHANGE_EMAIL, userId, link, context.now());
  if (check !== 'valid') return check;
  const user = await context.db.user.findFirst({
    where: { id: userId, deletedAt: null },
    select: { pendingEmail: true },
  });
  const pendingEmail = user?.pendingEmail;
  if (!pendingEmail || !sameHex(link.hash, emailHash(pendingEmail))) return 'invalid';
  try {
    // The member proved they read the new address, so it arrives verified.
    await context.db.user.update({
      where: { id: userId },
      data: { email: pendingEmail, emailVerifiedAt: context.now(), pendingEmail: null },
    });
    return 'changed';
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}
