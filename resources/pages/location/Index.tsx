import { Head } from '@inertiajs/react';
import { FilterPanel } from '../../components/FilterPanel';
import { LocationCard } from '../../components/LocationCard';
import { CardGrid } from '../../components/ui/CardGrid';
import { PageHeader } from '../../components/ui/PageHeader';
import { Pagination } from '../../components/ui/Pagination';
import { SelectField } from '../../components/ui/SelectField';
import { TextField } from '../../components/ui/TextField';
import { useListFilters } from '../../hooks/use-list-filters';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import type { PageProps } from '../../../common/types/pages';

export default function LocationIndex({ locations, filters, places }: PageProps['location/Index']) {
  const { t } = useTranslation();
  const { values, update } = useListFilters(routes.locations.index(), filters);
  const filtered = Boolean(filters.search || filters.place);
  return (
    <>
      <Head title={t('locations.title')} />
      <PageHeader title={t('locations.title')} description={t('locations.intro')} />
      <FilterPanel label={t('locations.search')} filters={filters} className="sm:grid-cols-3">
        <TextField
          label={t('locations.search')}
          type="search"
          name="search"
          value={String(values.search)}
          onChange={(event) => update('search', event.target.value)}
          className="sm:col-span-2"
        />
        <SelectField
          label={t('locations.place')}
          name="place"
          value={String(values.place ?? '')}
          options={[
            { value: '', label: t('locations.anyPlace') },
            ...places.map((place) => ({ value: place, label: place })),
          ]}
          onChange={(event) => update('place', event.target.value)}
        />
      </FilterPanel>
      <CardGrid
        items={locations.data}
        itemKey={(location) => location.id}
        empty={t(filtered ? 'locations.noMatch' : 'locations.empty')}
        renderItem={(location) => <LocationCard location={location} headingLevel="h2" />}
      />
      <Pagination list={locations} />
    </>
  );
}
