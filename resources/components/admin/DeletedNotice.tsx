import { router } from '@inertiajs/react';
import { useState } from 'react';
import { formatDateTime } from '../../lib/format-date';
import { useTranslation } from '../../lib/i18n';
import { Button } from '../ui/Button';
import { Notice } from '../ui/Notice';

/**
 * The banner on a soft-deleted record's edit page: when it was deleted, and a button that restores it
 * (PUT `restoreUrl`, e.g. `routes.admin.locations.restore(id)`). Renders nothing for a live record.
 */
export function DeletedNotice({ deletedAt, restoreUrl }: { deletedAt: string | null; restoreUrl: string }) {
  const { t } = useTranslation();
  const [processing, setProcessing] = useState(false);
  if (!deletedAt) return null;
  const restore = () =>
    router.put(restoreUrl, {}, { onStart: () => setProcessing(true), onFinish: () => setProcessing(false) });
  return (
    <div className="mb-6">
      <Notice tone="warning">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p>{t('admin.trashed.notice', { date: formatDateTime(deletedAt) })}</p>
          <Button variant="secondary" onClick={restore} disabled={processing}>
            {t('admin.trashed.restore')}
          </Button>
        </div>
      </Notice>
    </div>
  );
}
