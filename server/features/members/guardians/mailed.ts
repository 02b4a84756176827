import type { Prisma } from '../../../db.js';
import { PROVEN_GUARDIANS } from './consent-states.js';
import { REVOKE_LINK_SELECT } from './revoke-link.js';

/**
 * The guardians who get a minor's mail (their tickets, the organisers' messages and reminders, event
 * news, offers): those acting for the child through an account, and those who proved their address by
 * answering the consent link, account or not. One named but not answering is only an address the child
 * typed.
 */
export const MAILED_GUARDIANS = {
  OR: [{ accountId: { not: null } }, PROVEN_GUARDIANS],
} satisfies Prisma.GuardianWhereInput;

/** What a mail to a guardian reads of them: their name, where it goes, and their revoke link's makings. */
export const GUARDIAN_MAILBOX_SELECT = {
  ...REVOKE_LINK_SELECT,
  name: true,
  email: true,
  accountId: true,
  account: { select: { email: true } },
} satisfies Prisma.GuardianSelect;

type MailedGuardian = Prisma.GuardianGetPayload<{ select: typeof GUARDIAN_MAILBOX_SELECT }>;

/** A guardian acting through an account is mailed there (its address may have changed since); others where they answered. */
export const guardianAddress = (guardian: MailedGuardian): string => guardian.account?.email ?? guardian.email;
