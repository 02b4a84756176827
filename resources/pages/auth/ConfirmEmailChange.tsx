import { Head, useForm, usePage } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { AuthHeading } from '../../components/ui/AuthHeading';
import { Notice } from '../../components/ui/Notice';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { TextLink } from '../../components/ui/TextLink';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import type { PageProps } from '../../../common/types/pages';

/** The mailed link's page: loading it changes nothing; the member's button (a POST) makes the address theirs. */
export default function ConfirmEmailChange({ newEmail }: PageProps['auth/ConfirmEmailChange']) {
  const { t } = useTranslation();
  // The signed link itself (path and query) receives the POST.
  const { url } = usePage();
  const form = useForm({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.post(url, { preserveScroll: true });
  };

  return (
    <>
      <Head title={t('auth.emailChange.title')} />
      <AuthHeading title={t('auth.emailChange.heading')} description={t('auth.emailChange.description')} />
      <form onSubmit={submit} className="space-y-5">
        <div className="rounded-xl border border-gray-200 px-4 py-3 dark:border-gray-700">
          <p className="text-sm text-gray-600 dark:text-gray-300">{t('auth.emailChange.newAddress')}</p>
          <p className="mt-1 font-semibold break-all text-gray-900 dark:text-white">{newEmail}</p>
        </div>
        <Notice tone="warning">{t('auth.emailChange.warning')}</Notice>
        <SubmitButton form={form} className="w-full">
          {t('auth.emailChange.submit')}
        </SubmitButton>
        <p className="text-center text-sm text-gray-600 dark:text-gray-300">
          {/* Withdraws the waiting address, so staff who typed it see it was refused. */}
          <TextLink href={routes.settings.pendingEmail()} method="delete">
            {t('auth.emailChange.keep')}
          </TextLink>
        </p>
      </form>
    </>
  );
}
