import { layoutMessage } from '../message.js';
import type { MailMessage } from '../transport.js';

/**
 * Why a guardian no longer acts for a child: the first guardian removed them as second guardian, the
 * child replaced the guardian who invited them, or the child named someone else in their place.
 */
export type GuardianRemoval = 'removed' | 'inviter-replaced' | 'replaced';

function explanation(child: string, pending: boolean, reason: GuardianRemoval): string {
  const noLongerActing = `you no longer see ${child} on your family page or get mail about them.`;
  switch (reason) {
    case 'replaced':
      return pending
        ? `${child} named someone else as their guardian, so the request for your consent is withdrawn: its link no longer works, and nothing else is needed from you.`
        : `${child} named someone else as their guardian, so you no longer act for them: links we sent you no longer work, and ${noLongerActing}`;
    case 'inviter-replaced':
      return `${child} replaced the guardian who invited you, so you no longer act for them as their second guardian: links we sent you no longer work, and ${noLongerActing}`;
    case 'removed':
      return pending
        ? `${child}'s guardian withdrew the request for your consent. The link in that message no longer works; nothing else is needed from you.`
        : `${child}'s guardian removed you as their second guardian. You no longer see ${child} on your family page or get mail about them.`;
  }
}

/**
 * Tells a guardian they no longer act for the child (SPEC §10): a pending request is withdrawn (its link
 * no longer works), or an answered one ends their access to the child.
 */
export function guardianRemovedMessage(options: {
  appName: string;
  to: string;
  guardianName: string;
  child: string;
  pending: boolean;
  reason: GuardianRemoval;
}): MailMessage {
  const { appName, child, pending, reason } = options;
  const heading = pending
    ? `The request for your consent for ${child} is withdrawn`
    : reason === 'replaced'
      ? `${child} named someone else as their guardian at ${appName}`
      : `You are no longer ${child}'s guardian at ${appName}`;
  const parts = layoutMessage({
    appName,
    heading,
    paragraphs: [
      `Hello ${options.guardianName},`,
      explanation(child, pending, reason),
      // The child made this change: the organisation, not another guardian, is whom to ask.
      reason === 'replaced'
        ? `If you think this is a mistake, please contact ${appName}.`
        : 'If you think this is a mistake, please contact the child’s guardian.',
    ],
  });
  return { to: options.to, subject: heading, ...parts };
}
