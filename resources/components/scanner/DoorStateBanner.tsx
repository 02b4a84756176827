import { formatDateTime, timeZoneName } from '../../lib/format-date';
import { useTranslation } from '../../lib/i18n';
import type { DoorState } from '../../lib/scanner/door-state';
import { Notice } from '../ui/Notice';

/**
 * Tells the door person, before they scan, that the door lets nobody in and why (SPEC §11); empty while it
 * is open. The live region stays, so a cancellation arriving while the scanner is open is read out.
 */
export function DoorStateBanner({ state }: { state: DoorState }) {
  const { t } = useTranslation();
  const when = (iso: string) => ({ when: formatDateTime(iso), zone: timeZoneName(iso) });
  return (
    <div role="status" data-door-state={state.kind} className="mb-4 empty:mb-0">
      {state.kind === 'cancelled' && (
        <Notice tone="danger">
          <strong>{t('scanner.doorState.cancelled')}</strong> {t('scanner.doorState.cancelledDetail')}
        </Notice>
      )}
      {state.kind === 'draft' && (
        <Notice tone="danger">
          <strong>{t('scanner.doorState.draft')}</strong> {t('scanner.doorState.draftDetail')}
        </Notice>
      )}
      {state.kind === 'not_yet' && (
        <Notice tone="warning">
          <strong>{t('scanner.doorState.notYet')}</strong> {t('scanner.doorState.notYetDetail', when(state.opensAt))}
        </Notice>
      )}
      {state.kind === 'closed' && (
        <Notice tone="warning">
          <strong>{t('scanner.doorState.closed')}</strong> {t('scanner.doorState.closedDetail', when(state.closedAt))}
        </Notice>
      )}
    </div>
  );
}
