import type { AppConfig } from '../../config.js';
import { withFootnote } from '../../mail/message.js';
import type { MailMessage } from '../../mail/transport.js';
import { guardianAddress, revokeFootnote } from '../members/index.js';
import type { Recipient } from './recipients.js';

/** Who one mail is addressed to: the recipient, or one of their guardians with the child it is a copy for. */
export interface Addressee {
  to: string;
  name: string;
  copyFor?: string;
}

/**
 * A recipient's mail and a copy for each guardian who gets one (SPEC §13), each with its delivery key. A
 * managed child has no mailbox, so only the copies go; each copy carries its guardian's revoke link.
 */
export function mailsWithCopies(
  recipient: Recipient,
  { key, copyKey }: { key: string; copyKey: (index: number) => string },
  compose: (addressee: Addressee) => MailMessage,
  links: Pick<AppConfig, 'sessionSecret' | 'appUrl'>,
): { message: MailMessage; key: string }[] {
  const copies = recipient.guardians.map((guardian, index) => ({
    message: withFootnote(
      compose({ to: guardianAddress(guardian), name: guardian.name, copyFor: recipient.name }),
      revokeFootnote(links, guardian, recipient.name),
    ),
    key: copyKey(index),
  }));
  if (recipient.managed) return copies;
  return [{ message: compose({ to: recipient.email, name: recipient.name }), key }, ...copies];
}
