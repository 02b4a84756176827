import type { DoorDirection } from '../../../common/types/scanner';
import type { EventCounters } from '../../../common/types/tickets';
import { useTranslation } from '../../lib/i18n';
import { DoorCounters } from './DoorCounters';

const DOT_CLASSES = {
  online: 'bg-green-600 dark:bg-green-400',
  offline: 'bg-amber-500',
  ended: 'bg-red-600 dark:bg-red-400',
} as const;

/**
 * The counters, and on phones the mode and the connection, in one slim bar that stays at the top while
 * the camera fills the screen below it.
 */
export function DoorBar({
  counters,
  direction,
  entrance,
  offline,
  ended,
  pending,
}: {
  counters: EventCounters;
  direction: DoorDirection;
  entrance: string;
  offline: boolean;
  ended: boolean;
  pending: number;
}) {
  const { t } = useTranslation();
  const state = ended ? 'ended' : offline ? 'offline' : 'online';
  return (
    <div
      data-door-bar
      className="sticky top-0 z-30 -mx-4 border-b border-gray-200 bg-white/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6 lg:static lg:mx-0 lg:border-0 lg:bg-transparent lg:p-0 lg:backdrop-blur-none dark:border-gray-700 dark:bg-gray-950/95 lg:dark:bg-transparent"
    >
      <p className="mb-1 flex items-center justify-between gap-3 text-sm font-semibold text-gray-900 lg:hidden dark:text-white">
        <span className="truncate">
          {t(`scanner.bar.${direction}`)}
          {entrance && ` · ${entrance}`}
        </span>
        <span className="flex shrink-0 items-center gap-1.5">
          <span aria-hidden="true" className={`size-2.5 rounded-full ${DOT_CLASSES[state]}`} />
          {t(`scanner.bar.${state}`)}
          {pending > 0 && ` · ${t('scanner.bar.pending', { count: pending })}`}
        </span>
      </p>
      <DoorCounters counters={counters} />
    </div>
  );
}
