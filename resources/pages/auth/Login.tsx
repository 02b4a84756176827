import { Head, useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { AuthHeading } from '../../components/ui/AuthHeading';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { CheckboxField } from '../../components/ui/CheckboxField';
import { Notice } from '../../components/ui/Notice';
import { TextField } from '../../components/ui/TextField';
import { TextLink } from '../../components/ui/TextLink';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import { bindField } from '../../lib/bind-field';
import type { PageProps } from '../../../common/types/pages';

export default function Login({ status }: PageProps['auth/Login']) {
  const { t } = useTranslation();
  const form = useForm({ email: '', password: '', remember: false });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.post(routes.login(), { preserveScroll: true, onError: () => form.reset('password') });
  };

  return (
    <>
      <Head title={t('auth.login.title')} />
      <AuthHeading title={t('auth.login.heading')} description={t('auth.login.description')} />
      {status && (
        <div className="mb-6">
          <Notice tone="success">{status}</Notice>
        </div>
      )}
      <form onSubmit={submit} noValidate className="space-y-5">
        <TextField
          label={t('auth.login.email')}
          type="email"
          autoComplete="email"
          required
          autoFocus
          {...bindField(form, 'email')}
        />
        <TextField
          label={t('auth.login.password')}
          type="password"
          autoComplete="current-password"
          required
          {...bindField(form, 'password')}
        />
        <div className="flex items-center justify-between gap-4 text-sm">
          <CheckboxField
            label={t('auth.login.remember')}
            name="remember"
            checked={form.data.remember}
            onChange={(event) => form.setData('remember', event.target.checked)}
            disabled={form.processing}
          />
          <TextLink href={routes.password.request()}>{t('auth.login.forgot')}</TextLink>
        </div>
        <SubmitButton form={form} className="w-full">
          {t('auth.login.submit')}
        </SubmitButton>
      </form>
      <p className="mt-8 text-center text-sm text-gray-600 dark:text-gray-300">
        {t('auth.login.noAccount')} <TextLink href={routes.register()}>{t('auth.login.register')}</TextLink>
      </p>
    </>
  );
}
