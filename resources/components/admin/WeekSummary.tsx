import { Link } from '@inertiajs/react';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/format-date';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import type { AdminWeek, WeekEvent } from '../../../common/types/admin-week';
import { AdminSection } from './AdminSection';

const LINK = 'font-semibold text-indigo-700 hover:underline dark:text-indigo-300';

/** One figure: its number large, what it counts, and where to see the rows behind it. */
function Figure({ value, label, href, detail }: { value: number; label: string; href: string; detail?: string }) {
  return (
    <div className="flex flex-col rounded-2xl border border-gray-200 bg-white p-5 shadow-sm dark:border-gray-800 dark:bg-gray-900">
      <dt className="order-2 text-sm text-gray-700 dark:text-gray-300">
        <Link href={href} className={LINK}>
          {label}
        </Link>
        {detail && <span className="block">{detail}</span>}
      </dt>
      <dd className="order-1 text-3xl font-bold tracking-tight text-gray-900 dark:text-white">{value}</dd>
    </div>
  );
}

function Fill({ event }: { event: WeekEvent }) {
  const { t } = useTranslation();
  const share = event.capacity ? Math.min(1, event.ticketsTaken / event.capacity) : 0;
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <Link href={routes.admin.events.record(event.id)} className={LINK}>
          {event.title}
        </Link>
        <span className="text-sm text-gray-700 dark:text-gray-300">{formatDateTime(event.startsAt)}</span>
      </div>
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
        {event.capacity === null
          ? t('admin.home.takenUnlimited', { taken: event.ticketsTaken })
          : t('admin.home.taken', { taken: event.ticketsTaken, capacity: event.capacity })}
      </p>
      {event.capacity !== null && (
        <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-gray-200 dark:bg-gray-800">
          <div className="h-full rounded-full bg-indigo-600 dark:bg-indigo-400" style={{ width: `${share * 100}%` }} />
        </div>
      )}
    </li>
  );
}

/** The admin home's "this week": figures for the areas the member manages (the server sends no others). */
export function WeekSummary({ week }: { week: AdminWeek }) {
  const { t } = useTranslation();
  const figures: ReactNode[] = [];
  if (week.events) {
    figures.push(
      <Figure
        key="events"
        value={week.events.upcoming.length}
        label={t('admin.home.upcoming')}
        href={`${routes.admin.events.index()}?when=upcoming`}
      />,
      <Figure
        key="tickets"
        value={week.events.ticketsTaken}
        label={t('admin.home.ticketsTaken')}
        href={routes.admin.events.index()}
      />,
    );
  }
  if (week.newMembers !== null)
    figures.push(
      <Figure
        key="members"
        value={week.newMembers}
        label={t('admin.home.newMembers')}
        href={`${routes.admin.users.index()}?sort=createdAt&direction=desc`}
      />,
    );
  if (week.door)
    figures.push(
      <Figure
        key="door"
        value={week.door.scans}
        label={t('admin.home.doorScans')}
        detail={t('admin.home.admitted', { admitted: week.door.admitted })}
        href="#door"
      />,
    );
  if (week.posts)
    figures.push(
      <Figure
        key="drafts"
        value={week.posts.drafts}
        label={t('admin.home.drafts')}
        href={`${routes.admin.blog.index()}?status=draft`}
      />,
      <Figure
        key="scheduled"
        value={week.posts.scheduled}
        label={t('admin.home.scheduled')}
        href={`${routes.admin.blog.index()}?status=scheduled`}
      />,
    );
  if (figures.length === 0) return null;
  return (
    <AdminSection title={t('admin.home.week')}>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-3">{figures}</dl>
      {week.events && (
        <div className="mt-6 rounded-2xl border border-gray-200 bg-white px-5 py-2 shadow-sm dark:border-gray-800 dark:bg-gray-900">
          <h3 className="pt-3 font-semibold text-gray-900 dark:text-white">{t('admin.home.fill')}</h3>
          {week.events.upcoming.length === 0 ? (
            <p className="py-3 text-sm text-gray-700 dark:text-gray-300">{t('admin.home.noEvents')}</p>
          ) : (
            <ul className="divide-y divide-gray-200 dark:divide-gray-800">
              {week.events.upcoming.map((event) => (
                <Fill key={event.id} event={event} />
              ))}
            </ul>
          )}
        </div>
      )}
    </AdminSection>
  );
}
