import { Head, Link } from '@inertiajs/react';
import { useEffect, useState } from 'react';
import { CancelledBadge } from '../../components/CancelledBadge';
import { CheckedInBadge } from '../../components/tickets/CheckedInBadge';
import { TicketQr } from '../../components/tickets/TicketQr';
import { TicketAnswers } from '../../components/questions/TicketAnswers';
import { Button } from '../../components/ui/Button';
import { BackLink } from '../../components/ui/BackLink';
import { FactList } from '../../components/ui/FactList';
import { useOwnCheckIns } from '../../hooks/use-own-check-ins';
import { useSharedProps } from '../../hooks/use-shared-props';
import { formatDateTime, formatRange } from '../../lib/format-date';
import { useTranslation } from '../../lib/i18n';
import { keepForOffline } from '../../lib/offline-pages';
import { routes } from '../../lib/routes';
import type { MemberTicket } from '../../../common/types/member-tickets';
import type { PageProps } from '../../../common/types/pages';

/** The printable ticket: a large QR code, the event and the code in text. Print styles hide the site around it. */
export default function TicketShow({ ticket: initial, answers }: PageProps['ticket/Show']) {
  const { t } = useTranslation();
  const [ticket] = useOwnCheckIns([initial]) as [MemberTicket];
  const { event } = ticket;
  const { appName, auth } = useSharedProps();
  const holder = ticket.holder ?? auth.user?.name ?? '';
  const [keptOffline, setKeptOffline] = useState(false);
  useEffect(() => {
    let current = true;
    void keepForOffline('/tickets').then((kept) => current && setKeptOffline(kept));
    return () => {
      current = false;
    };
  }, []);
  return (
    <article className="ticket-print mx-auto max-w-xl">
      <Head title={t('tickets.title', { event: event.title })} />
      <div className="print:hidden">
        <BackLink href={routes.dashboard()} label={t('tickets.back')} />
      </div>
      <div className="rounded-2xl border border-gray-200 bg-white p-6 text-gray-900 print:border-0 print:p-0 dark:border-gray-800 dark:bg-gray-900 dark:text-white">
        <h1 className="text-2xl font-bold">
          <Link href={routes.events.show(event.slug)} className="hover:underline">
            {event.title}
          </Link>
        </h1>
        <p className="mt-1 font-semibold">
          {t('tickets.holder', { name: holder })} · {appName}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <CheckedInBadge checkedInAt={ticket.checkedInAt} />
          {event.status === 'cancelled' && <CancelledBadge />}
        </div>
        {/* As large as the screen allows: a phone held up at the door. */}
        <div className="my-6 flex justify-center">
          <TicketQr ticket={ticket} size={320} className="h-auto w-full max-w-md" />
        </div>
        <p className="text-center text-sm text-gray-700 dark:text-gray-300">{t('tickets.showAtDoor')}</p>
        <p className="mb-4 text-center text-sm text-gray-700 print:hidden dark:text-gray-300">
          {t('tickets.brightness')}
        </p>
        <FactList
          facts={[
            {
              label: t('common.when'),
              value: <time dateTime={event.startsAt}>{formatRange(event.startsAt, event.endsAt)}</time>,
            },
            {
              label: t('common.where'),
              value: event.location
                ? `${event.location.name}, ${event.location.streetAddress}, ${event.location.placeName}`
                : t('common.online'),
            },
          ]}
        />
        <p className="mt-4 text-sm text-gray-700 dark:text-gray-300">{t('tickets.reference')}</p>
        <p className="font-mono text-2xl font-bold tracking-widest" data-ticket-reference="">
          {ticket.reference}
        </p>
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{t('tickets.referenceHint')}</p>
        <p className="mt-4 text-sm text-gray-700 dark:text-gray-300">{t('tickets.code')}</p>
        <p className="break-all font-mono text-xs" data-ticket-code="">
          {ticket.code}
        </p>
        {ticket.checkedInAt && (
          <p className="mt-4 text-sm">{t('tickets.checkedInAt', { time: formatDateTime(ticket.checkedInAt) })}</p>
        )}
      </div>
      {answers && <TicketAnswers ticketId={ticket.id} form={answers} />}
      <div className="mt-6 print:hidden">
        <Button onClick={() => window.print()}>{t('tickets.print')}</Button>
        {keptOffline && (
          <p className="mt-3 text-sm text-gray-700 dark:text-gray-300" data-offline="kept">
            {t('tickets.offline')}
          </p>
        )}
      </div>
    </article>
  );
}
