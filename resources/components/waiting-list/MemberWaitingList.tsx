import { Link } from '@inertiajs/react';
import type { MemberWaitingPlace } from '../../../common/types/waiting-list';
import { formatDateTime } from '../../lib/format-date';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';

/** The member's places on waiting lists (and their children's): where they stand, or the offer to take. */
export function MemberWaitingList({ places }: { places: MemberWaitingPlace[] }) {
  const { t } = useTranslation();
  return (
    <ul className="divide-y divide-gray-200 overflow-hidden rounded-2xl border border-gray-200 bg-white dark:divide-gray-800 dark:border-gray-800 dark:bg-gray-900">
      {places.map((place) => (
        <li key={place.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
          <div>
            <Link
              href={routes.events.show(place.event.slug)}
              className="font-semibold text-indigo-700 underline underline-offset-2 dark:text-indigo-300"
            >
              {place.event.title}
            </Link>
            <p className="text-sm text-gray-600 dark:text-gray-300">
              <time dateTime={place.event.startsAt}>{formatDateTime(place.event.startsAt)}</time>
              {place.holder && ` · ${t('dashboard.waitingFor', { name: place.holder })}`}
            </p>
          </div>
          <p className="text-sm font-medium text-gray-900 dark:text-white">
            {place.offerUntil
              ? t('dashboard.waitingOffer', { date: formatDateTime(place.offerUntil) })
              : t('dashboard.waitingPosition', { position: place.position ?? '' })}
          </p>
        </li>
      ))}
    </ul>
  );
}
