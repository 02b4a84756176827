import { useTranslation } from '../../lib/i18n';
import { Notice } from '../ui/Notice';

/** Says plainly whether the server is judging the scans, and how many wait to be synced. */
export function ConnectionStatus({ offline, pending }: { offline: boolean; pending: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" data-connection={offline ? 'offline' : 'online'}>
      <Notice tone={offline ? 'warning' : 'success'}>
        <strong>{t(offline ? 'scanner.connection.offline' : 'scanner.connection.online')}</strong>
        {pending > 0 && <span className="ml-2">{t('scanner.connection.pending', { count: pending })}</span>}
      </Notice>
    </div>
  );
}
