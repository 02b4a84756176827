import { Head } from '@inertiajs/react';
import { EmptyState } from '../components/ui/EmptyState';
import { PageHeader } from '../components/ui/PageHeader';
import { SectionHeading } from '../components/ui/SectionHeading';
import { TicketItem } from '../components/TicketItem';
import { useTranslation } from '../lib/i18n';
import { routes } from '../lib/routes';
import type { TicketSummary } from '../types/content';

export default function Dashboard({ tickets }: { tickets: TicketSummary[] }) {
  const { t } = useTranslation();

  return (
    <>
      <Head title={t('dashboard.title')} />
      <PageHeader title={t('dashboard.title')} />
      <section aria-labelledby="my-tickets">
        <SectionHeading id="my-tickets" title={t('dashboard.tickets')} link={{ href: routes.events.index(), label: t('dashboard.browseEvents') }} />
        {tickets.length === 0 ? (
          <EmptyState message={t('dashboard.empty')} />
        ) : (
          <ul className="divide-y divide-gray-200 overflow-hidden rounded-2xl border border-gray-200 bg-white dark:divide-gray-800 dark:border-gray-800 dark:bg-gray-900">
            {tickets.map((ticket) => (
              <li key={ticket.id}>
                <TicketItem ticket={ticket} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
