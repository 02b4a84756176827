import { Head } from '@inertiajs/react';
import { EventCard } from '../../components/EventCard';
import { BackLink } from '../../components/ui/BackLink';
import { CardGrid } from '../../components/ui/CardGrid';
import { FactList, type Fact } from '../../components/ui/FactList';
import { HtmlContent } from '../../components/ui/HtmlContent';
import { PageHeader } from '../../components/ui/PageHeader';
import { SectionHeading } from '../../components/ui/SectionHeading';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import type { PageProps } from '../../../common/types/pages';

export default function LocationShow({ location }: PageProps['location/Show']) {
  const { t } = useTranslation();
  const address = `${location.streetAddress}, ${location.postCode} ${location.placeName}`;
  const facts: Fact[] = [
    {
      label: t('common.address'),
      value: (
        <>
          <address className="not-italic">
            {location.streetAddress}
            <br />
            {location.postCode} {location.placeName}
          </address>
          <a
            href={location.mapUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('locations.mapLabel', { address })}
            className="mt-2 inline-block font-semibold text-indigo-700 underline hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-200"
          >
            {t('locations.map')}
          </a>
        </>
      ),
    },
  ];
  if (location.capacity !== null)
    facts.push({
      label: t('locations.capacity'),
      value: t('locations.capacityValue', { capacity: location.capacity }),
    });

  return (
    <article>
      <Head title={location.name} />
      <BackLink href={routes.locations.index()} label={t('locations.back')} />
      <PageHeader title={location.name} />
      <FactList facts={facts} />
      {location.descriptionHtml && (
        <div className="mt-10">
          <HtmlContent html={location.descriptionHtml} />
        </div>
      )}
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
