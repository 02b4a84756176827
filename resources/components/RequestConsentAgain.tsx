import { useForm } from '@inertiajs/react';
import { useTranslation } from '../lib/i18n';
import { routes } from '../lib/routes';
import { Button } from './ui/Button';

/** Mails the guardian the consent request again (the server limits how often). */
export function RequestConsentAgain() {
  const { t } = useTranslation();
  const form = useForm({});
  return (
    <Button
      variant="secondary"
      disabled={form.processing}
      onClick={() => form.post(routes.settings.guardianConsentRequest(), { preserveScroll: true })}
    >
      {t('guardian.requestAgain')}
    </Button>
  );
}
