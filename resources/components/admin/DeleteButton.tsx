import { router } from '@inertiajs/react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Button } from '../ui/Button';

/** Deletes the record at `url` after the admin confirms. */
export function DeleteButton({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation();
  const [processing, setProcessing] = useState(false);
  const remove = () => {
    if (!window.confirm(t('admin.form.confirmDelete', { name }))) return;
    router.delete(url, { onStart: () => setProcessing(true), onFinish: () => setProcessing(false) });
  };
  return (
    <Button variant="danger" onClick={remove} disabled={processing}>
      {t('admin.form.delete')}
    </Button>
  );
}
