import type { AppContext } from '../../context.js';
import { mailDateRange } from '../../mail/dates.js';
import { enqueueMails } from '../../mail/delivery.js';
import { MAIL_PLACE_SELECT, mailPlace } from '../../mail/places.js';
import { ticketConfirmationMessage } from '../../mail/messages/ticket-confirmation.js';
import { calendarSite, eventCalendarAttachment } from '../events/index.js';
import { HOLDER_MAILBOX_SELECT, holderMailboxes, toMailbox } from './holders.js';
import { qrPng } from './qr.js';
import { ticketPath } from './ticket-path.js';

/**
 * Mails the member their ticket (and the guardians who act for them): the `tickets.confirmation` job, run after the ticket was committed, so
 * a mail server that is down delays the mail and never the ticket.
 */
export async function mailTicketConfirmation(
  context: AppContext,
  { ticketId, key }: { ticketId: number; key: string },
): Promise<void> {
  const { db, config, jobs } = context;
  const ticket = await db.ticket.findUniqueOrThrow({
    where: { id: ticketId },
    select: {
      code: true,
      eventId: true,
      user: { select: HOLDER_MAILBOX_SELECT },
      event: {
        select: {
          title: true,
          startsAt: true,
          endsAt: true,
          location: { select: MAIL_PLACE_SELECT },
        },
      },
    },
  });
  const { event, user } = ticket;
  const message = ticketConfirmationMessage({
    appName: config.appName,
    to: user.email,
    name: user.name,
    eventTitle: event.title,
    when: mailDateRange(event.startsAt, event.endsAt),
    where: mailPlace(event.location),
    code: ticket.code,
    url: new URL(ticketPath(ticketId), config.appUrl).toString(),
    qrPng: await qrPng(ticket.code),
  });
  const calendarFile = await eventCalendarAttachment(db, calendarSite(context), ticket.eventId, context.now());
  const withCalendar = { ...message, attachments: [...(message.attachments ?? []), calendarFile] };
  await enqueueMails(
    jobs,
    holderMailboxes(user, key, context.now(), config).map((mailbox) => ({
      message: toMailbox(withCalendar, mailbox),
      key: mailbox.key,
    })),
  );
}
