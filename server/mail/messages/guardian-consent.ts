import { layoutMessage } from '../message.js';
import type { MailMessage } from '../transport.js';

interface GuardianMail {
  appName: string;
  to: string;
  guardianName: string;
  child: string;
}

/** Asks the guardian to confirm or decline, by a link valid for `days` days. */
export function consentRequestMessage(options: GuardianMail & { url: string; days: number }): MailMessage {
  const parts = layoutMessage({
    appName: options.appName,
    heading: `${options.child} asks for your consent`,
    paragraphs: [
      `Hello ${options.guardianName},`,
      `${options.child} has named you as their guardian at ${options.appName}. Members under 18 take part in our events only with their guardian's consent.`,
      `Follow the link below to read what you consent to, then confirm or decline. The link is valid for ${options.days} days; no account is needed.`,
      'If you do not know this member, decline or ignore this message: nothing changes without your answer.',
    ],
    action: { label: 'Answer the request', url: options.url },
  });
  return { to: options.to, subject: `Consent for ${options.child} at ${options.appName}`, ...parts };
}

/** Tells the guardian their consent is recorded, with the link that withdraws it at any time. */
export function consentConfirmedMessage(options: GuardianMail & { revokeUrl: string }): MailMessage {
  const parts = layoutMessage({
    appName: options.appName,
    heading: 'Your consent is recorded',
    paragraphs: [
      `Hello ${options.guardianName},`,
      `Thank you: ${options.child} may now take part in events at ${options.appName}.`,
      'You can withdraw your consent at any time with the link below. Their tickets for events that have not started are then cancelled.',
    ],
    action: { label: 'Withdraw consent', url: options.revokeUrl },
  });
  return { to: options.to, subject: `Consent recorded for ${options.child}`, ...parts };
}

/** Tells the minor their guardian withdrew consent and what it cancelled. */
export function consentRevokedMessage(options: {
  appName: string;
  to: string;
  name: string;
  cancelledEvents: string[];
  settingsUrl: string;
}): MailMessage {
  const cancelled = options.cancelledEvents.length
    ? [`These tickets were cancelled: ${options.cancelledEvents.join(', ')}.`]
    : [];
  const parts = layoutMessage({
    appName: options.appName,
    heading: 'Your guardian withdrew their consent',
    paragraphs: [
      `Hello ${options.name},`,
      'Your guardian withdrew their consent, so you cannot take tickets for events for now.',
      ...cancelled,
      'You can ask your guardian again from your settings.',
    ],
    action: { label: 'Open guardian settings', url: options.settingsUrl },
  });
  return { to: options.to, subject: 'Your guardian withdrew their consent', ...parts };
}
