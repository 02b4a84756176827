import { Head, useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { AuthHeading } from '../../components/ui/AuthHeading';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { Notice } from '../../components/ui/Notice';
import { TextField } from '../../components/ui/TextField';
import { TextLink } from '../../components/ui/TextLink';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import { bindField } from '../../lib/bind-field';
import type { PageProps } from '../../../common/types/pages';

export default function ForgotPassword({ status }: PageProps['auth/ForgotPassword']) {
  const { t } = useTranslation();
  const form = useForm({ email: '' });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.post(routes.password.request(), { preserveScroll: true });
  };

  return (
    <>
      <Head title={t('auth.forgot.title')} />
      <AuthHeading title={t('auth.forgot.heading')} description={t('auth.forgot.description')} />
      {status && (
        <div className="mb-6" role="status">
          <Notice tone="success">{status}</Notice>
        </div>
      )}
      <form onSubmit={submit} noValidate className="space-y-5">
        <TextField
          label={t('auth.forgot.email')}
          type="email"
          autoComplete="email"
          required
          autoFocus
          maxLength={255}
          {...bindField(form, 'email')}
        />
        <SubmitButton form={form} className="w-full">
          {t('auth.forgot.submit')}
        </SubmitButton>
      </form>
      <p className="mt-8 text-center text-sm text-gray-600 dark:text-gray-300">
        {t('auth.forgot.back')} <TextLink href={routes.login()}>{t('auth.forgot.login')}</TextLink>
      </p>
    </>
  );
}
