/**
 * An address as a mail to someone else's mailbox may show it: the first letter and the domain
 * (`g•••@example.test`). Whoever reads the old mailbox of a moved account learns that it moved, not
 * where to, so the notice tells its owner without arming an intruder.
 */
export function maskedAddress(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}
