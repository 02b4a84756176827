import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Prisma } from '../../db.js';
import { queueAllAfterCommit, type OutboxJob } from '../../jobs/outbox.js';
import { mailJob } from '../../mail/delivery.js';
import {
  confirmEmailChangeMessage,
  emailChangeNoticeMessage,
  type EmailChangeRequester,
} from '../../mail/messages/email-change.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import { checkEmailLink, emailHash, emailLinkPath, sameHex, type EmailLink } from '../auth/index.js';

/** Long enough for a member who reads mail once a day; the link works only in the member's own session. */
export const EMAIL_CHANGE_LINK_HOURS = 48;

const CHANGE_EMAIL = { purpose: 'change-email', route: '/email-change' };

type Member = { id: number; name: string; email: string };

/**
 * A new address, typed by staff or by the member in their profile, waits as `pendingEmail` (saved by the
 * caller, in the transaction that logs it) until the member, signed in as themselves, follows the link
 * sent to it; the old address is told. Without this, anyone who may edit a member could point the account
 * at their own mailbox and reset its password, and a member could move their account, passkeys and
 * two-factor included, onto a stranger's address, which its owner could then never take over with a reset.
 * The two mails are returned as jobs for the caller to write in that transaction (`queueAfterCommit`): a
 * crash after the commit would otherwise leave the address waiting with no link to confirm it and the old
 * address never told.
 */
function emailChangeMails(
  context: Pick<AppContext, 'config' | 'now'>,
  { member, newEmail, requestedBy }: { member: Member; newEmail: string; requestedBy: EmailChangeRequester },
): (OutboxJob | null)[] {
  const now = context.now();
  const expires = Math.floor(now.getTime() / 1000) + EMAIL_CHANGE_LINK_HOURS * 3600;
  const path = emailLinkPath(context.config.sessionSecret, CHANGE_EMAIL, { id: member.id, email: newEmail }, expires);
  const common = {
    appName: context.config.appName,
    name: member.name,
    newEmail,
    hours: EMAIL_CHANGE_LINK_HOURS,
    requestedBy,
  };
  const url = new URL(path, context.config.appUrl).toString();
  // One change of the address from the next: another address may be typed, or the same one again.
  const change = `${member.id}:${now.getTime()}`;
  return [
    mailJob(confirmEmailChangeMessage({ ...common, to: newEmail, url }), `email-change-link:${change}`),
    mailJob(emailChangeNoticeMessage({ ...common, to: member.email }), `email-change-notice:${change}`),
  ];
}

type EmailChangeRequest = {
  actor: AuditActor;
  member: Member & { pendingEmail: string | null };
  newEmail: string;
  requestedBy: EmailChangeRequester;
};

/** Logs the member's waiting address going from what it was to `after`. */
function logPendingEmail(
  tx: Prisma.TransactionClient,
  {
    actor,
    member,
    action,
    after,
  }: {
    actor: AuditActor;
    member: { id: number; name: string; pendingEmail: string | null };
    action: 'user.email_change_requested' | 'user.email_change_withdrawn';
    after: string | null;
  },
) {
  return recordAudit(tx, {
    actor,
    action,
    subject: { type: 'user', id: member.id, label: member.name },
    before: { pendingEmail: member.pendingEmail },
    after: { pendingEmail: after },
  });
}

/**
 * Inside the transaction that saved `newEmail` as the member's `pendingEmail`: logs the request and writes
 * the link and the notice to the outbox; the caller flushes the returned jobs after the commit.
 */
export async function requestEmailChange(
  tx: Prisma.TransactionClient,
  context: Pick<AppContext, 'config' | 'now'>,
  { actor, member, newEmail, requestedBy }: EmailChangeRequest,
) {
  await logPendingEmail(tx, { actor, member, action: 'user.email_change_requested', after: newEmail });
  return queueAllAfterCommit(tx, context.now(), emailChangeMails(context, { member, newEmail, requestedBy }));
}

export type EmailChangeOutcome = 'changed' | 'invalid' | 'expired' | 'taken';

type LinkRefusal = Exclude<EmailChangeOutcome, 'changed' | 'taken'>;

/** The address waiting for the signed-in member that the link names, or why the link does not count. */
async function waitingChange(
  context: Pick<AppContext, 'config' | 'db' | 'now'>,
  { userId, link }: { userId: number; link: EmailLink },
): Promise<{ name: string; email: string; pendingEmail: string } | LinkRefusal> {
  const check = checkEmailLink(context.config.sessionSecret, CHANGE_EMAIL, userId, link, context.now());
  if (check !== 'valid') return check;
  const user = await context.db.user.findFirst({
    where: { id: userId, deletedAt: null },
    select: { name: true, email: true, pendingEmail: true },
  });
  const pendingEmail = user?.pendingEmail;
  if (!user || !pendingEmail || !sameHex(link.hash, emailHash(pendingEmail))) return 'invalid';
  return { ...user, pendingEmail };
}

/** What the link's page shows before the member decides: the new address, or why the link does not count. */
export async function emailChangeToConfirm(
  context: Pick<AppContext, 'config' | 'db' | 'now'>,
  input: { userId: number; link: EmailLink },
): Promise<{ newEmail: string } | LinkRefusal> {
  const change = await waitingChange(context, input);
  return typeof change === 'string' ? change : { newEmail: change.pendingEmail };
}

/**
 * Applies a pending address when the link matches the signed-in member and the address still waiting.
 * Only the member's own POST (password confirmed) calls it: loading the link must change nothing, since
 * staff who own the new mailbox could lure the member's browser to it.
 */
export async function confirmEmailChange(
  context: Pick<AppContext, 'config' | 'db' | 'now'>,
  { actor, link }: { actor: AuditActor; link: EmailLink },
): Promise<EmailChangeOutcome> {
  const userId = actor.id;
  const change = await waitingChange(context, { userId, link });
  if (typeof change === 'string') return change;
  const { name, email, pendingEmail } = change;
  try {
    await context.db.$transaction(async (tx) => {
      // The member proved they read the new address, so it arrives verified.
      await tx.user.update({
        where: { id: userId },
        // A reset link mailed to the old address no longer reaches the account.
        data: {
          email: pendingEmail,
          emailVerifiedAt: context.now(),
          pendingEmail: null,
          passwordResetTokens: { deleteMany: {} },
        },
      });
      await recordAudit(tx, {
        actor,
        action: 'user.email_changed',
        subject: { type: 'user', id: userId, label: name },
        before: { email },
        after: { email: pendingEmail },
      });
    });
    return 'changed';
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}

/**
 * The member's "Withdraw": the address waiting (their own or one staff typed) is dropped, so its link
 * changes nothing any more. False when no address was waiting.
 */
export async function withdrawEmailChange(
  { db }: Pick<AppContext, 'db'>,
  { actor }: { actor: AuditActor },
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUniqueOrThrow({
      where: { id: actor.id },
      select: { name: true, pendingEmail: true },
    });
    if (user.pendingEmail === null) return false;
    // Only the address read is dropped: one typed again meanwhile waits on with its own link.
    const { count } = await tx.user.updateMany({
      where: { id: actor.id, pendingEmail: user.pendingEmail },
      data: { pendingEmail: null },
    });
    if (count === 0) return false;
    const member = { id: actor.id, ...user };
    await logPendingEmail(tx, { actor, member, action: 'user.email_change_withdrawn', after: null });
    return true;
  });
}
