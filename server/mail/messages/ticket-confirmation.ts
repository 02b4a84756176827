import { layoutMessage } from '../message.js';
import type { MailMessage } from '../transport.js';
import type { PlacedEventMail } from './event-mail.js';

export interface TicketConfirmation extends PlacedEventMail {
  code: string;
  /** The printable ticket page. */
  url: string;
  qrPng: Buffer;
}

const QR_CID = 'ticket-qr';

/** "Your ticket": the event, the QR code inline (PNG: mail clients do not show SVG), the code in text and the printable page. */
export function ticketConfirmationMessage(ticket: TicketConfirmation): MailMessage {
  const subject = `Your ticket for ${ticket.eventTitle}`;
  const parts = layoutMessage({
    appName: ticket.appName,
    heading: subject,
    paragraphs: [
      `Hello ${ticket.name},`,
      `You have a ticket for ${ticket.eventTitle}.`,
      `When: ${ticket.when}`,
      `Where: ${ticket.where}`,
      'Show the QR code below at the door, on your phone or printed. Your ticket code is:',
      ticket.code,
    ],
    image: { cid: QR_CID, alt: `QR code of your ticket for ${ticket.eventTitle}` },
    action: { label: 'Open your ticket', url: ticket.url },
  });
  return {
    to: ticket.to,
    subject,
    ...parts,
    attachments: [{ filename: 'ticket-qr.png', content: ticket.qrPng, contentType: 'image/png', cid: QR_CID }],
  };
}
