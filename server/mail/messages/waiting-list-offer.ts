import { layoutMessage } from '../message.js';
import type { MailMessage } from '../transport.js';

export interface WaitingListOffer {
  appName: string;
  to: string;
  /** Who the place is for: the member, or the guardian's child. */
  name: string;
  eventTitle: string;
  when: string;
  /** The moment the offer passes to the next in line. */
  until: string;
  /** The event page, where the place is taken or declined. */
  url: string;
}

/** Tells someone waiting that a place is theirs to take until the claim window closes. */
export function waitingListOfferMessage(offer: WaitingListOffer): MailMessage {
  const subject = `A place is free for you: ${offer.eventTitle}`;
  return {
    to: offer.to,
    subject,
    ...layoutMessage({
      appName: offer.appName,
      heading: subject,
      paragraphs: [
        `Hello,`,
        `A place has come free at ${offer.eventTitle} (${offer.when}), and it is offered to ${offer.name}, who was waiting for it.`,
        `It is kept until ${offer.until}. After that it goes to the next person on the waiting list.`,
        'Open the event page to take the place, or to decline it so that someone else can come.',
      ],
      action: { label: 'Take the place', url: offer.url },
    }),
  };
}
