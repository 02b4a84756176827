import { Head } from '@inertiajs/react';
import { LocationCard } from '../../components/LocationCard';
import { CardGrid } from '../../components/ui/CardGrid';
import { PageHeader } from '../../components/ui/PageHeader';
import { useTranslation } from '../../lib/i18n';
import type { LocationSummary } from '../../types/content';

export default function LocationIndex({ locations }: { locations: LocationSummary[] }) {
  const { t } = useTranslation();
  return (
    <>
      <Head title={t('locations.title')} />
      <PageHeader title={t('locations.title')} description={t('locations.intro')} />
      <CardGrid
        items={locations}
        itemKey={(location) => location.id}
        empty={t('locations.empty')}
        renderItem={(location) => <LocationCard location={location} headingLevel="h2" />}
      />
    </>
  );
}
