import { Link } from '@inertiajs/react';
import { formatRange } from '../../lib/format-date';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import type { MemberTicket } from '../../../common/types/member-tickets';
import { CancelledBadge } from '../CancelledBadge';
import { buttonClasses } from '../ui/Button';
import { CancelTicketButton } from './CancelTicketButton';
import { CheckedInBadge } from './CheckedInBadge';
import { TicketQr } from './TicketQr';

/** One of the member's tickets on the dashboard: QR code, event, when and where, check-in state and actions. */
export function MemberTicketCard({ ticket, showQr }: { ticket: MemberTicket; showQr: boolean }) {
  const { t } = useTranslation();
  const { event } = ticket;
  return (
    <article className="flex flex-col gap-4 p-4 sm:flex-row sm:items-start">
      {showQr && <TicketQr ticket={ticket} size={144} />}
      <div className="min-w-0 flex-1">
        <h3 className="text-lg font-semibold text-gray-900 dark:text-white">
          <Link href={routes.events.show(event.slug)} className="hover:underline">
            {event.title}
          </Link>
        </h3>
        {ticket.holder && (
          <p className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">
            {t('tickets.holder', { name: ticket.holder })}
          </p>
        )}
        <p className="text-sm text-gray-700 dark:text-gray-300">
          <time dateTime={event.startsAt}>{formatRange(event.startsAt, event.endsAt)}</time>
        </p>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {event.location
            ? `${event.location.name}, ${event.location.streetAddress}, ${event.location.placeName}`
            : t('common.online')}
        </p>
        <p className="mt-2 flex flex-wrap items-center gap-2">
          <CheckedInBadge checkedInAt={ticket.checkedInAt} />
          {event.status === 'cancelled' && <CancelledBadge />}
        </p>
        {showQr && (
          <>
            <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">
              {t('tickets.reference')}:{' '}
              <span className="font-mono font-semibold tracking-wider" data-ticket-reference="">
                {ticket.reference}
              </span>
            </p>
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <Link href={routes.tickets.show(ticket.id)} className={buttonClasses('primary')}>
                {t('tickets.open')}
              </Link>
              {ticket.cancellable && <CancelTicketButton ticketId={ticket.id} />}
            </div>
          </>
        )}
      </div>
    </article>
  );
}
