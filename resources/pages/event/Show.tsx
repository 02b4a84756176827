import { Head, Link } from '@inertiajs/react';
import { CancelledBadge } from '../../components/CancelledBadge';
import { EventCard } from '../../components/EventCard';
import { PlacesLeft } from '../../components/PlacesLeft';
import { ShareButton } from '../../components/ShareButton';
import { SeriesDates } from '../../components/series/SeriesDates';
import { CalendarIcon } from '../../components/icons';
import { TicketBar } from '../../components/tickets/TicketBar';
import { ChildTickets } from '../../components/tickets/ChildTickets';
import { TicketPanel } from '../../components/tickets/TicketPanel';
import { BackLink } from '../../components/ui/BackLink';
import { buttonClasses } from '../../components/ui/Button';
import { CardGrid } from '../../components/ui/CardGrid';
import { FactList, type Fact } from '../../components/ui/FactList';
import { HtmlContent } from '../../components/ui/HtmlContent';
import { Notice } from '../../components/ui/Notice';
import { PageHeader } from '../../components/ui/PageHeader';
import { TagList } from '../../components/TagList';
import { ResponsiveImage } from '../../components/ui/ResponsiveImage';
import { SectionHeading } from '../../components/ui/SectionHeading';
import { useRemainingPlaces } from '../../hooks/use-remaining-places';
import { useWaitingListUpdates } from '../../hooks/use-waiting-list-updates';
import { formatRange, timeZoneName } from '../../lib/format-date';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import type { PublicEventDetail } from '../../../common/types/events';
import type { PageProps } from '../../../common/types/pages';

function LocationFact({ location }: { location: NonNullable<PublicEventDetail['location']> }) {
  const { t } = useTranslation();
  const address = `${location.streetAddress}, ${location.postCode} ${location.placeName}`;
  const linkClass = 'font-semibold text-indigo-700 underline underline-offset-2 dark:text-indigo-300';
  return (
    <>
      {location.slug === null ? (
        <span className="font-semibold">{location.name}</span>
      ) : (
        <Link href={routes.locations.show(location.slug)} className={linkClass}>
          {location.name}
        </Link>
      )}
      <address className="text-sm not-italic text-gray-600 dark:text-gray-300">{address}</address>
      <a
        href={location.mapUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('locations.mapLabel', { address })}
        className={`mt-1 inline-block text-sm ${linkClass}`}
      >
        {t('locations.map')}
      </a>
    </>
  );
}

export default function EventShow({
  event,
  ticketPanel,
  childTickets,
  questions,
  otherEvents,
  series,
}: PageProps['event/Show']) {
  const { t } = useTranslation();
  const remaining = useRemainingPlaces(event.id, event.remaining);
  useWaitingListUpdates(event.id, ticketPanel.kind !== 'guest');
  const places = <PlacesLeft capacity={event.capacity} remaining={remaining} />;
  const facts: Fact[] = [
    {
      label: t('common.when'),
      value: (
        <>
          <time dateTime={event.startsAt}>{formatRange(event.startsAt, event.endsAt)}</time>
          <span className="block text-sm text-gray-600 dark:text-gray-300">
            {t('events.timeZone', { zone: timeZoneName(event.startsAt) })}
          </span>
        </>
      ),
    },
    {
      label: t('common.where'),
      value: event.location ? <LocationFact location={event.location} /> : t('common.online'),
    },
    {
      label: t('common.places'),
      value: <span aria-live="polite">{places}</span>,
    },
  ];
  if (event.minimumAge !== null)
    facts.push({ label: t('events.minimumAge'), value: t('events.minimumAgeValue', { age: event.minimumAge }) });

  return (
    <article>
      <Head title={event.title} />
      <BackLink href={routes.events.index()} label={t('events.back')} />
      {event.cover && (
        <ResponsiveImage
          image={event.cover}
          sizes="(min-width: 1024px) 64rem, 100vw"
          eager
          className="mb-8 aspect-[2/1] w-full rounded-2xl"
        />
      )}
      <PageHeader title={event.title} description={event.summary}>
        <TagList tags={event.tags} hrefFor={routes.events.tagged} className="mt-4" />
      </PageHeader>
      {event.status === 'cancelled' && (
        <div className="mb-6">
          <Notice tone="warning">
            <span className="flex items-center gap-3">
              <CancelledBadge />
              {t('events.cancelledNotice')}
            </span>
          </Notice>
        </div>
      )}
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <FactList facts={facts} />
          {/* A plain link: the browser downloads the file and hands it to the calendar app. */}
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <a href={routes.events.calendar(event.slug)} download className={buttonClasses('secondary')}>
              <CalendarIcon className="size-4" />
              {t('events.addToCalendar')}
            </a>
            <ShareButton title={event.title} url={routes.events.show(event.slug)} />
          </div>
          {series && <SeriesDates series={series} />}
          <div className="mt-10 max-w-3xl">
            <HtmlContent html={event.descriptionHtml} />
          </div>
        </div>
        <div>
          <TicketPanel panel={ticketPanel} slug={event.slug} questions={questions} />
          <ChildTickets options={childTickets} slug={event.slug} questions={questions} />
        </div>
      </div>
      {event.location && otherEvents.length > 0 && (
        <section aria-labelledby="other-events" className="mt-14">
          <SectionHeading id="other-events" title={t('events.otherEventsHere', { location: event.location.name })} />
          <CardGrid
            items={otherEvents}
            itemKey={(other) => other.id}
            empty=""
            renderItem={(other) => <EventCard event={other} headingLevel="h3" />}
          />
        </section>
      )}
      <TicketBar panel={ticketPanel} slug={event.slug} places={places} asksQuestions={questions.length > 0} />
    </article>
  );
}
