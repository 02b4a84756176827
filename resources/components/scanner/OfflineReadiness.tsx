import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { keepForOffline } from '../../lib/offline-pages';

/** What this device can do without a network: how big its door list is, and whether the page opens offline. */
export function OfflineReadiness({ doorListSize }: { doorListSize: number | null }) {
  const { t } = useTranslation();
  const [shellKept, setShellKept] = useState(false);
  useEffect(() => {
    let current = true;
    void keepForOffline('/admin', '/admin').then((kept) => current && setShellKept(kept));
    return () => {
      current = false;
    };
  }, []);
  return (
    <p className="text-sm text-gray-700 dark:text-gray-300" data-door-list={doorListSize ?? 'none'}>
      {doorListSize === null
        ? t('scanner.offlineReady.noList')
        : t('scanner.offlineReady.list', { count: doorListSize })}{' '}
      {shellKept && (
        <span data-shell="kept">
          {t('scanner.offlineReady.shell')} {t('scanner.offlineReady.install')}
        </span>
      )}
    </p>
  );
}
