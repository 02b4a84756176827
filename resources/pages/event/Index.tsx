import { Head } from '@inertiajs/react';
import { EventCard } from '../../components/EventCard';
import { CardGrid } from '../../components/ui/CardGrid';
import { PageHeader } from '../../components/ui/PageHeader';
import { useTranslation } from '../../lib/i18n';
import type { EventSummary } from '../../types/content';

export default function EventIndex({ events }: { events: EventSummary[] }) {
  const { t } = useTranslation();
  return (
    <>
      <Head title={t('events.title')} />
      <PageHeader title={t('events.title')} description={t('events.intro')} />
      <CardGrid
        items={events}
        itemKey={(event) => event.id}
        empty={t('events.empty')}
        renderItem={(event) => <EventCard event={event} headingLevel="h2" />}
      />
    </>
  );
}
