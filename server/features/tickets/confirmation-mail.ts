import type { AppContext } from '../../context.js';
import { ticketConfirmationMessage } from '../../mail/messages/ticket-confirmation.js';
import { calendarSite, eventCalendarAttachment } from '../events/calendar/index.js';
import { qrPng } from './qr.js';

// Mail has no reader's time zone to go by: times are given in UTC and say so.
const MAIL_DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' });

export const ticketPath = (ticketId: number) => `/tickets/${ticketId}`;

/**
 * Mails the member their ticket. The ticket is already committed: a mail failure is logged, never
 * undoes it (the ticket stays on the dashboard).
 */
export async function sendTicketConfirmation(context: AppContext, ticketId: number): Promise<void> {
  const { db, config, mailer, logger } = context;
  try {
    const ticket = await db.ticket.findUniqueOrThrow({
      where: { id: ticketId },
      select: {
        code: true,
        eventId: true,
        user: { select: { name: true, email: true } },
        event: {
          select: {
            title: true,
            startsAt: true,
            endsAt: true,
            location: { select: { name: true, streetAddress: true, postCode: { select: { placeName: true } } } },
          },
        },
      },
    });
    const { event, user } = ticket;
    const where = event.location
      ? `${event.location.name}, ${event.location.streetAddress}, ${event.location.postCode.placeName}`
      : 'to be announced';
    const message = ticketConfirmationMessage({
      appName: config.appName,
      to: user.email,
      name: user.name,
      eventTitle: event.title,
      when: `${MAIL_DATE.formatRange(event.startsAt, event.endsAt)} (UTC)`,
      where,
      code: ticket.code,
      url: new URL(ticketPath(ticketId), config.appUrl).toString(),
      qrPng: await qrPng(ticket.code),
    });
    const calendarFile = await eventCalendarAttachment(db, calendarSite(context), ticket.eventId, context.now());
    await mailer.send({ ...message, attachments: [...(message.attachments ?? []), calendarFile] });
  } catch (error) {
    logger.error(`The confirmation mail of ticket ${ticketId} could not be sent`, error);
  }
}
