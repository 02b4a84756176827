import type { DoorFigures } from '../../../common/types/scanner';
import { useTranslation } from '../../lib/i18n';
import { Notice } from '../ui/Notice';

/** The location's occupancy against its capacity (warned from 90 %), and admissions per entrance. */
export function DoorFiguresPanel({ figures }: { figures: DoorFigures }) {
  const { t } = useTranslation();
  const { occupancy, entrances } = figures;
  return (
    <div className="space-y-3">
      {occupancy && (
        <Notice tone={occupancy.level === 'ok' ? 'info' : 'warning'}>
          <p role="status">
            {t(`scanner.figures.occupancy.${occupancy.level}`, {
              location: occupancy.location,
              inside: occupancy.inside,
              capacity: occupancy.capacity,
            })}
            {occupancy.level === 'full' && !occupancy.hardLimit && ` ${t('scanner.figures.softLimit')}`}
          </p>
        </Notice>
      )}
      {entrances.some((entrance) => entrance.name !== null) && (
        <dl aria-label={t('scanner.figures.entrances')} className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {entrances.map((entrance) => (
            <div key={entrance.name ?? ''} className="flex gap-2">
              <dt className="text-gray-600 dark:text-gray-300">{entrance.name ?? t('scanner.figures.noEntrance')}</dt>
              <dd className="font-semibold text-gray-900 tabular-nums dark:text-white">{entrance.admitted}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
