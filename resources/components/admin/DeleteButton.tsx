import { router } from '@inertiajs/react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Button } from '../ui/Button';

/** Deletes the record at `url` after the admin confirms; `confirmation` replaces the "cannot be undone" question (soft delete). */
export function DeleteButton({ url, name, confirmation }: { url: string; name: string; confirmation?: string }) {
  const { t } = useTranslation();
  const [processing, setProcessing] = useState(false);
  const remove = () => {
    if (!window.confirm(confirmation ?? t('admin.form.confirmDelete', { name }))) return;
    router.delete(url, { onStart: () => setProcessing(true), onFinish: () => setProcessing(false) });
  };
  return (
    <Button variant="danger" onClick={remove} disabled={processing}>
      {t('admin.form.delete')}
    </Button>
  );
}
