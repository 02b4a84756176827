import { router } from '@inertiajs/react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import { Button } from '../ui/Button';

/** Retry or discard one failed job; discarding asks first, since its work is then never done. */
export function FailedJobActions({ id }: { id: string }) {
  const { t } = useTranslation();
  const [processing, setProcessing] = useState(false);
  const visit = { preserveScroll: true, onStart: () => setProcessing(true), onFinish: () => setProcessing(false) };
  const discard = () => {
    if (window.confirm(t('admin.jobs.confirmDiscard'))) router.delete(routes.admin.jobs.record(id), visit);
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        onClick={() => router.post(routes.admin.jobs.retry(id), {}, visit)}
        disabled={processing}
        aria-label={t('admin.jobs.retryJob', { id })}
      >
        {t('admin.jobs.retry')}
      </Button>
      <Button variant="danger" onClick={discard} disabled={processing} aria-label={t('admin.jobs.discardJob', { id })}>
        {t('admin.jobs.discard')}
      </Button>
    </div>
  );
}
