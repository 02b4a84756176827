import { formatDateTime } from '../lib/format-date';
import { useTranslation } from '../lib/i18n';
import { routes } from '../lib/routes';
import type { EventSummary } from '../../common/types/content';
import type { PublicEventStatus } from '../../common/types/events';
import { CancelledBadge } from './CancelledBadge';
import { DateBadge } from './DateBadge';
import { MapPinIcon } from './icons';
import { TagList } from './TagList';
import { Card } from './ui/Card';

export function EventCard({
  event,
  headingLevel,
}: {
  event: EventSummary & { status?: PublicEventStatus; moreDates?: number };
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  return (
    <Card
      href={routes.events.show(event.slug)}
      title={event.title}
      headingLevel={headingLevel}
      aside={<DateBadge iso={event.startsAt} />}
      eyebrow={<time dateTime={event.startsAt}>{formatDateTime(event.startsAt)}</time>}
      meta={
        <span className="flex flex-wrap items-center gap-3">
          <span className="inline-flex items-center gap-1.5">
            <MapPinIcon className="size-4" />
            {event.location?.name ?? t('common.online')}
          </span>
          {event.status === 'cancelled' && <CancelledBadge />}
          {event.moreDates ? <span>{t('events.moreDates', { count: event.moreDates })}</span> : null}
          <TagList tags={event.tags} hrefFor={routes.events.tagged} />
        </span>
      }
    >
      {event.summary}
    </Card>
  );
}
