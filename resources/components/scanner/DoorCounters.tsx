import { useTranslation } from '../../lib/i18n';
import type { EventCounters } from '../../../common/types/tickets';

/** Inside now / checked in / issued / places left, updated live from `admin.event.{id}`. */
export function DoorCounters({ counters }: { counters: EventCounters }) {
  const { t } = useTranslation();
  const figures = [
    { label: t('scanner.counters.inside'), value: String(counters.inside) },
    { label: t('scanner.counters.checkedIn'), value: String(counters.checkedIn) },
    { label: t('scanner.counters.issued'), value: String(counters.issued) },
    {
      label: t('scanner.counters.remaining'),
      value: counters.remaining === null ? t('scanner.counters.unlimited') : String(counters.remaining),
    },
  ];
  return (
    <dl aria-label={t('scanner.counters.label')} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-xl border border-gray-200 px-4 py-3 dark:border-gray-700">
          <dt className="text-sm text-gray-600 dark:text-gray-300">{figure.label}</dt>
          <dd className="text-2xl font-bold text-gray-900 tabular-nums dark:text-white">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
