import { layoutMessage } from '../message.js';
import type { MailMessage } from '../transport.js';

/** Tells a guardian who asked for it that their child was checked in or out at an event's door (SPEC §11). */
export function doorNoticeMessage(options: {
  appName: string;
  to: string;
  guardianName: string;
  child: string;
  eventTitle: string;
  direction: 'entry' | 'exit';
  time: string;
  familyUrl: string;
}): MailMessage {
  const what = options.direction === 'exit' ? 'checked out of' : 'checked in to';
  const parts = layoutMessage({
    appName: options.appName,
    heading: `${options.child} is ${what} ${options.eventTitle}`,
    paragraphs: [
      `Hello ${options.guardianName},`,
      `${options.child} was ${what} ${options.eventTitle} at ${options.time}.`,
      'You get this message because you asked to be told at check-in and check-out. You can turn it off on your family page.',
    ],
    action: { label: 'Open your family page', url: options.familyUrl },
  });
  return { to: options.to, subject: `${options.child} is ${what} ${options.eventTitle}`, ...parts };
}
