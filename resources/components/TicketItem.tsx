import { Link } from '@inertiajs/react';
import { formatDateTime } from '../lib/format-date';
import { useTranslation } from '../lib/i18n';
import { routes } from '../lib/routes';
import type { TicketSummary } from '../types/content';
import { DateBadge } from './DateBadge';

const statusClasses = {
  active: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100',
  cancelled: 'bg-gray-200 text-gray-800 dark:bg-gray-700 dark:text-gray-100',
} as const;

export function TicketItem({ ticket }: { ticket: TicketSummary }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-4 p-4">
      <DateBadge iso={ticket.event.startsAt} />
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-gray-900 dark:text-white">
          <Link href={routes.events.show(ticket.event.slug)} className="hover:underline">
            {ticket.event.title}
          </Link>
        </h3>
        <p className="text-sm text-gray-600 dark:text-gray-300">
          <time dateTime={ticket.event.startsAt}>{formatDateTime(ticket.event.startsAt)}</time>
        </p>
        <p className="mt-1 font-mono text-xs text-gray-600 dark:text-gray-300">{t('dashboard.ticketCode', { code: ticket.code })}</p>
      </div>
      <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${statusClasses[ticket.status]}`}>
        {t(`dashboard.status.${ticket.status}`)}
      </span>
    </div>
  );
}
