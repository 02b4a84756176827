import type { Prisma } from '../../db.js';
import type { AppConfig } from '../../config.js';
import { withFootnote, type Footnote } from '../../mail/message.js';
import type { MailMessage } from '../../mail/transport.js';
import {
  childrenOf,
  GUARDIAN_MAILBOX_SELECT,
  guardianAddress,
  isMinor,
  MAILED_GUARDIANS,
  revokeFootnote,
} from '../members/index.js';

/**
 * Tickets a member may see and cancel: their own, and those of the children they are a guardian of
 * through their account while the child is a minor on `day` (SPEC §10). Anyone else's ticket is as
 * unknown as a missing one.
 */
export const heldByOrFor = (userId: number, day: Date): Prisma.TicketWhereInput => ({
  OR: [{ userId }, { user: childrenOf(userId, day) }],
});

/** What holderMailboxes needs of a ticket's holder. */
export const HOLDER_MAILBOX_SELECT = {
  name: true,
  email: true,
  managed: true,
  birthDate: true,
  guardians: { where: MAILED_GUARDIANS, orderBy: { position: 'asc' }, select: GUARDIAN_MAILBOX_SELECT },
} satisfies Prisma.UserSelect;

type HolderMailboxRow = Prisma.UserGetPayload<{ select: typeof HOLDER_MAILBOX_SELECT }>;

/** What the links in a mail are made with. */
export type MailLinks = Pick<AppConfig, 'sessionSecret' | 'appUrl'>;

/** One address a mail about a ticket goes to, with the key of its delivery and a guardian's revoke link. */
export interface HolderMailbox {
  to: string;
  key: string;
  footnote: Footnote | null;
}

/**
 * Where mail about a ticket goes (SPEC §10): the holder, unless a guardian manages them (no mailbox),
 * and, while the holder is a minor on `day`, each guardian who gets their mail (MAILED_GUARDIANS), with
 * the link to withdraw their consent. `key` keeps every copy to one delivery.
 */
export function holderMailboxes(holder: HolderMailboxRow, key: string, day: Date, links: MailLinks): HolderMailbox[] {
  const own = holder.managed ? [] : [{ to: holder.email, key, footnote: null }];
  const acting = isMinor(holder.birthDate, day) ? holder.guardians : [];
  const guardians = acting.map((guardian) => ({
    to: guardianAddress(guardian),
    // A guardian's account keeps the key its copies had before guardians without one were mailed too.
    key: `${key}:${guardian.accountId === null ? `guardian-${guardian.id}` : `guardian-account-${guardian.accountId}`}`,
    footnote: revokeFootnote(links, guardian, holder.name),
  }));
  return [...own, ...guardians];
}

/** The message as it goes to one mailbox: its address, and a guardian's revoke link under it. */
export const toMailbox = (message: MailMessage, mailbox: HolderMailbox): MailMessage =>
  withFootnote({ ...message, to: mailbox.to }, mailbox.footnote);
