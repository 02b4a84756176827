import { Link } from '@inertiajs/react';
import type { PublicSeries } from '../../../common/types/series';
import { formatDateTime } from '../../lib/format-date';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import { seriesPatternText } from '../../lib/series-pattern';

/** On an event page: the series it belongs to, in words, and links to its next dates. */
export function SeriesDates({ series }: { series: PublicSeries }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby={series.next.length > 0 ? 'series-dates' : undefined}
      className="mt-6 rounded-2xl border border-gray-200 bg-gray-50 p-5 dark:border-gray-800 dark:bg-gray-900"
    >
      <p className="text-gray-800 dark:text-gray-200">
        {t('events.series.partOf', { pattern: seriesPatternText(series.pattern, t) })}
      </p>
      {series.next.length > 0 && (
        <>
          <h2 id="series-dates" className="mt-3 text-sm font-semibold text-gray-900 dark:text-white">
            {t('events.series.next')}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
            {series.next.map((date) => (
              <li key={date.slug}>
                <Link
                  href={routes.events.show(date.slug)}
                  className="text-sm font-semibold text-indigo-700 underline underline-offset-2 dark:text-indigo-300"
                >
                  <time dateTime={date.startsAt}>{formatDateTime(date.startsAt)}</time>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
