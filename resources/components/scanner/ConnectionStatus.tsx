import { useTranslation } from '../../lib/i18n';
import { Notice } from '../ui/Notice';

/**
 * Says plainly whether the server is judging the scans, and how many wait to be synced; or that the
 * server refused this browser, so nothing is judged here any more (the region stays, so it is announced).
 */
export function ConnectionStatus({ offline, ended, pending }: { offline: boolean; ended: boolean; pending: number }) {
  const { t } = useTranslation();
  const state = ended ? 'ended' : offline ? 'offline' : 'online';
  return (
    <div role="status" data-connection={state}>
      {ended ? (
        <Notice tone="danger">
          <strong>{t('scanner.connection.ended')}</strong> {t('scanner.connection.endedDetail')}
        </Notice>
      ) : (
        <Notice tone={offline ? 'warning' : 'success'}>
          <strong>{t(offline ? 'scanner.connection.offline' : 'scanner.connection.online')}</strong>
          {pending > 0 && <span className="ml-2">{t('scanner.connection.pending', { count: pending })}</span>}
        </Notice>
      )}
    </div>
  );
}
