import { Head, Link } from '@inertiajs/react';
import { EventCard } from '../../components/EventCard';
import { FilterPanel } from '../../components/FilterPanel';
import { CheckboxField } from '../../components/ui/CheckboxField';
import { PageHeader } from '../../components/ui/PageHeader';
import { ScrollingCardGrid } from '../../components/ui/ScrollingCardGrid';
import { SelectField } from '../../components/ui/SelectField';
import { TextField } from '../../components/ui/TextField';
import { useListFilters } from '../../hooks/use-list-filters';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import type { PageProps } from '../../../common/types/pages';

export default function EventIndex({ events, filters, locations, tag }: PageProps['event/Index']) {
  const { t } = useTranslation();
  const { values, update } = useListFilters(routes.events.index(), filters);
  const past = filters.past === '1';
  const filtered = Boolean(filters.search || filters.location || filters.from || filters.to || tag);
  const title = tag ? t('tags.eventsTagged', { name: tag.name }) : t('events.title');
  const empty = filtered ? 'events.noMatch' : past ? 'events.noPast' : 'events.empty';
  return (
    <>
      <Head title={title} />
      <PageHeader title={title} description={t(past ? 'events.pastIntro' : 'events.intro')}>
        {tag && (
          <p className="mt-3 flex flex-wrap gap-x-4 text-sm font-semibold">
            <a
              href={`${routes.events.feed()}?tag=${encodeURIComponent(tag.slug)}`}
              className="text-indigo-700 hover:underline dark:text-indigo-300"
            >
              {t('tags.calendarFeed', { name: tag.name })}
            </a>
            <Link href={routes.events.index()} className="text-indigo-700 hover:underline dark:text-indigo-300">
              {t('tags.allEvents')}
            </Link>
          </p>
        )}
      </PageHeader>
      <FilterPanel label={t('events.search')} filters={filters} className="sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label={t('events.search')}
          type="search"
          name="search"
          value={String(values.search)}
          onChange={(event) => update('search', event.target.value)}
        />
        <SelectField
          label={t('events.location')}
          name="location"
          value={String(values.location ?? '')}
          options={[
            { value: '', label: t('events.anyLocation') },
            ...locations.map((location) => ({ value: location.slug, label: location.name })),
          ]}
          onChange={(event) => update('location', event.target.value)}
        />
        <TextField
          label={t('events.from')}
          type="date"
          name="from"
          value={String(values.from ?? '')}
          onChange={(event) => update('from', event.target.value)}
        />
        <TextField
          label={t('events.to')}
          type="date"
          name="to"
          value={String(values.to ?? '')}
          onChange={(event) => update('to', event.target.value)}
        />
        <CheckboxField
          label={t('events.showPast')}
          name="past"
          checked={values.past === '1'}
          onChange={(event) => update('past', event.target.checked ? '1' : '')}
          className="sm:col-span-2 lg:col-span-4"
        />
        <CheckboxField
          label={t('events.onePerSeries')}
          name="series"
          checked={values.series === '1'}
          onChange={(event) => update('series', event.target.checked ? '1' : '')}
          className="sm:col-span-2 lg:col-span-4"
        />
      </FilterPanel>
      <ScrollingCardGrid
        prop="events"
        list={events}
        filters={filters}
        itemKey={(event) => event.id}
        empty={t(empty)}
        renderItem={(event) => <EventCard event={event} headingLevel="h2" />}
      />
    </>
  );
}
