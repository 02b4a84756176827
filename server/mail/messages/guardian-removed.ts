import { layoutMessage } from '../message.js';
import type { MailMessage } from '../transport.js';

/**
 * Tells a second guardian that the first took them off the child (SPEC §10): a pending request is
 * withdrawn (its link no longer works), or an answered one ends their access to the child.
 */
export function guardianRemovedMessage(options: {
  appName: string;
  to: string;
  guardianName: string;
  child: string;
  pending: boolean;
  /** The child replaced the guardian who invited them, rather than that guardian removing them. */
  inviterReplaced?: boolean;
}): MailMessage {
  const heading = options.pending
    ? `The request for your consent for ${options.child} is withdrawn`
    : `You are no longer ${options.child}'s guardian at ${options.appName}`;
  const parts = layoutMessage({
    appName: options.appName,
    heading,
    paragraphs: [
      `Hello ${options.guardianName},`,
      options.inviterReplaced
        ? `${options.child} replaced the guardian who invited you, so you no longer act for them as their second guardian: links we sent you no longer work, and you no longer see ${options.child} on your family page or get mail about them.`
        : options.pending
          ? `${options.child}'s guardian withdrew the request for your consent. The link in that message no longer works; nothing else is needed from you.`
          : `${options.child}'s guardian removed you as their second guardian. You no longer see ${options.child} on your family page or get mail about them.`,
      'If you think this is a mistake, please contact the child’s guardian.',
    ],
  });
  return { to: options.to, subject: heading, ...parts };
}
