import type { AppContext } from './context.js';
import { mailCancellation } from './features/events/admin/cancellation.js';
import { mailMove } from './features/events/admin/moved.js';
import { mailOnAgain } from './features/events/admin/on-again.js';
import { tellGuardiansAtTheDoor } from './features/families/index.js';
import { sendConsentRequest } from './features/members/index.js';
import { sendPasswordResetLink } from './features/auth/password-reset.js';
import { deliverEventMessage, mailReminders, releaseScheduledWork } from './features/messages/index.js';
import { mailTicketConfirmation } from './features/tickets/confirmation-mail.js';
import { mailOffer } from './features/waiting-list/index.js';
import { sweepOutbox } from './jobs/outbox.js';
import type { JobHandlers } from './jobs/queue.js';
import { deliverMail } from './mail/delivery.js';
import { forgetExpiredRecords } from './retention.js';

/** What runs each job the app queues, with the app's own database, mailer and clock. */
export function jobHandlers(context: AppContext): JobHandlers {
  const messageIdHost = new URL(context.config.appUrl).hostname;
  return {
    'mail.send': ({ message }, { key }) => deliverMail({ ...context, messageIdHost }, key, message),
    'auth.password-reset': ({ email }) => sendPasswordResetLink(context, email),
    'tickets.confirmation': ({ ticketId }, { key }) => mailTicketConfirmation(context, { ticketId, key }),
    'guardians.consent-request': (request) => sendConsentRequest(context, request),
    'events.cancelled': ({ eventId }, { key }) => mailCancellation(context, { eventId, key }),
    'events.moved': (moved, { key }) => mailMove(context, { ...moved, key }),
    'events.on-again': ({ eventId }, { key }) => mailOnAgain(context, { eventId, key }),
    'events.reminder': ({ eventId, startsAt }, { key }) => mailReminders(context, { eventId, startsAt, key }),
    'events.message': ({ messageId }) => deliverEventMessage(context, messageId),
    'waiting-list.offer': ({ entryId }, { key }) => mailOffer(context, { entryId, key }),
    'families.door-notice': ({ at, ...passage }) => tellGuardiansAtTheDoor(context, { ...passage, at: new Date(at) }),
    'schedule.tick': async () => {
      await sweepOutbox(context);
      await releaseScheduledWork(context);
      await forgetExpiredRecords(context);
    },
  };
}
