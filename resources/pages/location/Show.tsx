import { Head } from '@inertiajs/react';
import { EventCard } from '../../components/EventCard';
import { BackLink } from '../../components/ui/BackLink';
import { CardGrid } from '../../components/ui/CardGrid';
import { FactList } from '../../components/ui/FactList';
import { PageHeader } from '../../components/ui/PageHeader';
import { SectionHeading } from '../../components/ui/SectionHeading';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import type { LocationDetail } from '../../types/content';

export default function LocationShow({ location }: { location: LocationDetail }) {
  const { t } = useTranslation();

  return (
    <article>
      <Head title={location.name} />
      <BackLink href={routes.locations.index()} label={t('locations.back')} />
      <PageHeader title={location.name} description={location.description} />
      <FactList
        facts={[
          {
            label: t('common.address'),
            value: (
              <address className="not-italic">
                {location.streetAddress}
                <br />
                {location.postCode} {location.placeName}
              </address>
            ),
          },
        ]}
      />
      <section aria-labelledby="location-events" className="mt-14">
        <SectionHeading id="location-events" title={t('locations.upcoming')} />
        <CardGrid
          items={location.events}
          itemKey={(event) => event.id}
          empty={t('locations.noEvents')}
          renderItem={(event) => <EventCard event={event} />}
        />
      </section>
    </article>
  );
}
