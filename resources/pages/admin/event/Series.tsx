import { Head, Link } from '@inertiajs/react';
import { AdminSection } from '../../../components/admin/AdminSection';
import { EventStatusBadge } from '../../../components/event-admin/EventStatusBadge';
import { SeriesForm } from '../../../components/series/SeriesForm';
import { BackLink } from '../../../components/ui/BackLink';
import { Notice } from '../../../components/ui/Notice';
import { PageHeader } from '../../../components/ui/PageHeader';
import { formatDateTime } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/i18n';
import { routes } from '../../../lib/routes';
import { seriesPatternText } from '../../../lib/series-pattern';
import type { PageProps } from '../../../../common/types/pages';

/**
 * An event's series (SPEC §13): its dates, or the form that makes the event the first of one, or, for a
 * cancelled event (which cannot be repeated), why not and where to publish it again.
 */
export default function EventSeries({ event, series }: PageProps['admin/event/Series']) {
  const { t } = useTranslation();
  const title = t(series ? 'admin.series.seriesTitle' : 'admin.series.title', { title: event.title });
  return (
    <>
      <Head title={title} />
      <BackLink href={routes.admin.events.record(event.id)} label={t('admin.series.back')} />
      <PageHeader title={title} description={series ? undefined : t('admin.series.intro')} />
      {series ? (
        <>
          <p className="text-gray-800 dark:text-gray-200">
            {t('admin.series.partOf', { pattern: seriesPatternText(series.pattern, t) })}
          </p>
          <AdminSection title={t('admin.series.dates')}>
            <ol className="max-w-3xl divide-y divide-gray-200 rounded-xl border border-gray-200 dark:divide-gray-700 dark:border-gray-700">
              {series.dates.map((date) => (
                <li key={date.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                  <div>
                    <Link
                      href={routes.admin.events.record(date.id)}
                      aria-current={date.id === event.id ? 'page' : undefined}
                      className="font-semibold text-indigo-700 underline underline-offset-2 dark:text-indigo-300"
                    >
                      {formatDateTime(date.startsAt)}
                    </Link>
                    <p className="text-sm text-gray-700 dark:text-gray-300">
                      {date.title} · {t('admin.series.tickets', { count: date.tickets })}
                    </p>
                  </div>
                  <EventStatusBadge status={date.status} />
                </li>
              ))}
            </ol>
          </AdminSection>
        </>
      ) : event.cancelled ? (
        <Notice tone="warning">
          {t('admin.series.cancelled')}{' '}
          <Link href={routes.admin.events.edit(event.id)} className="font-semibold underline">
            {t('admin.series.cancelledEdit')}
          </Link>
        </Notice>
      ) : (
        <SeriesForm event={event} />
      )}
    </>
  );
}
