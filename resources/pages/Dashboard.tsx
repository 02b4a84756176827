import { Head } from '@inertiajs/react';
import { MemberMessageList } from '../components/messages/MemberMessageList';
import { MemberTicketCard } from '../components/tickets/MemberTicketCard';
import { MemberWaitingList } from '../components/waiting-list/MemberWaitingList';
import { EmptyState } from '../components/ui/EmptyState';
import { PageHeader } from '../components/ui/PageHeader';
import { SectionHeading } from '../components/ui/SectionHeading';
import { useOwnCheckIns } from '../hooks/use-own-check-ins';
import { useTranslation } from '../lib/i18n';
import { routes } from '../lib/routes';
import type { MemberTicket } from '../../common/types/member-tickets';
import type { PageProps } from '../../common/types/pages';

const listClass =
  'divide-y divide-gray-200 overflow-hidden rounded-2xl border border-gray-200 bg-white dark:divide-gray-800 dark:border-gray-800 dark:bg-gray-900';

function TicketList({ tickets, showQr }: { tickets: MemberTicket[]; showQr: boolean }) {
  return (
    <ul className={listClass}>
      {tickets.map((ticket) => (
        <li key={ticket.id}>
          <MemberTicketCard ticket={ticket} showQr={showQr} />
        </li>
      ))}
    </ul>
  );
}

export default function Dashboard({ tickets, messages, waiting }: PageProps['Dashboard']) {
  const { t } = useTranslation();
  const upcoming = useOwnCheckIns(tickets.upcoming);

  return (
    <>
      <Head title={t('dashboard.title')} />
      <PageHeader title={t('dashboard.title')} />
      <section aria-labelledby="my-tickets">
        <SectionHeading
          id="my-tickets"
          title={t('dashboard.upcoming')}
          link={{ href: routes.events.index(), label: t('dashboard.browseEvents') }}
        />
        {upcoming.length === 0 ? (
          <EmptyState message={t('dashboard.empty')} />
        ) : (
          <TicketList tickets={upcoming} showQr />
        )}
      </section>
      {waiting.length > 0 && (
        <section aria-labelledby="waiting-lists" className="mt-12">
          <SectionHeading id="waiting-lists" title={t('dashboard.waiting')} />
          <MemberWaitingList places={waiting} />
        </section>
      )}
      {messages.length > 0 && (
        <section aria-labelledby="messages" className="mt-12">
          <SectionHeading id="messages" title={t('dashboard.messages')} />
          <MemberMessageList messages={messages} />
        </section>
      )}
      <section aria-labelledby="past-events" className="mt-12">
        <SectionHeading id="past-events" title={t('dashboard.past')} />
        {tickets.past.length === 0 ? (
          <EmptyState message={t('dashboard.noPast')} />
        ) : (
          <TicketList tickets={tickets.past} showQr={false} />
        )}
      </section>
    </>
  );
}
