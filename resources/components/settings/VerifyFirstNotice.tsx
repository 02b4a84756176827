import { Link } from '@inertiajs/react';
import { Notice } from '../ui/Notice';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';

/** Instead of a form that adds a sign-in method: the address must be verified first, and where to do it. */
export function VerifyFirstNotice({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Notice tone="warning">
      <p>{message}</p>
      <Link href={routes.verification.notice()} className="mt-1 inline-block font-medium underline">
        {t('settings.verifyLink')}
      </Link>
    </Notice>
  );
}
