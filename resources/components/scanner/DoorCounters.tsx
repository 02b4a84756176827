import { useTranslation } from '../../lib/i18n';
import type { EventCounters } from '../../../common/types/tickets';

/** Inside now / checked in / issued / places left, updated live from `admin.event.{id}`; one slim row on phones. */
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
    <dl aria-label={t('scanner.counters.label')} className="grid grid-cols-4 gap-1 lg:gap-3">
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="lg:rounded-xl lg:border lg:border-gray-200 lg:px-4 lg:py-3 dark:border-gray-700"
        >
          <dt className="text-xs leading-tight text-gray-600 lg:text-sm dark:text-gray-300">{figure.label}</dt>
          <dd className="text-lg font-bold text-gray-900 tabular-nums lg:text-2xl dark:text-white">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
