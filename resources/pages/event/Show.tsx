import { Head, Link } from '@inertiajs/react';
import { PlacesLeft } from '../../components/PlacesLeft';
import { BackLink } from '../../components/ui/BackLink';
import { FactList } from '../../components/ui/FactList';
import { HtmlContent } from '../../components/ui/HtmlContent';
import { PageHeader } from '../../components/ui/PageHeader';
import { formatRange } from '../../lib/format-date';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import type { EventDetail } from '../../types/content';

export default function EventShow({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const { location } = event;

  return (
    <article>
      <Head title={event.title} />
      <BackLink href={routes.events.index()} label={t('events.back')} />
      <PageHeader title={event.title} description={event.summary} />
      <FactList
        facts={[
          {
            label: t('common.when'),
            value: <time dateTime={event.startsAt}>{formatRange(event.startsAt, event.endsAt)}</time>,
          },
          {
            label: t('common.where'),
            value: location ? (
              <>
                <Link href={routes.locations.show(location.slug)} className="font-semibold text-indigo-700 underline underline-offset-2 dark:text-indigo-300">
                  {location.name}
                </Link>
                <span className="block text-sm text-gray-600 dark:text-gray-300">
                  {location.streetAddress}, {location.placeName}
                </span>
              </>
            ) : (
              t('common.online')
            ),
          },
          { label: t('common.places'), value: <PlacesLeft capacity={event.capacity} remaining={event.remaining} /> },
        ]}
      />
      <div className="mt-10 max-w-3xl">
        <HtmlContent html={event.descriptionHtml} />
      </div>
    </article>
  );
}
