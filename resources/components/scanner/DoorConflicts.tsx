import type { DoorConflict } from '../../../common/types/scanner';
import { useTranslation } from '../../lib/i18n';
import { Notice } from '../ui/Notice';
import { scanTime } from './verdict-text';

/** Tickets this device and another admitted while both were offline (SPEC §11): shown on both after syncing. */
export function DoorConflicts({ conflicts }: { conflicts: DoorConflict[] }) {
  const { t } = useTranslation();
  if (conflicts.length === 0) return null;
  const where = (entrance: string | null) => (entrance ? t('scanner.conflicts.at', { entrance }) : '');
  return (
    <section aria-labelledby="door-conflicts-heading" className="mt-6">
      <Notice tone="warning">
        <h2 id="door-conflicts-heading" className="font-semibold">
          {t('scanner.conflicts.heading')}
        </h2>
        <p className="mt-1">{t('scanner.conflicts.intro')}</p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {conflicts.map(({ ticketId, attendeeName, admissions: [first, second] }) =>
            first && second ? (
              <li key={`${ticketId}-${first.scannedAt}-${second.scannedAt}`}>
                {t('scanner.conflicts.item', {
                  name: attendeeName,
                  firstTime: scanTime(first.scannedAt),
                  firstScanner: first.scannerName,
                  firstEntrance: where(first.entrance),
                  secondTime: scanTime(second.scannedAt),
                  secondScanner: second.scannerName,
                  secondEntrance: where(second.entrance),
                })}
              </li>
            ) : null,
          )}
        </ul>
      </Notice>
    </section>
  );
}
