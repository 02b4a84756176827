import { Head, useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { AuthHeading } from '../../components/ui/AuthHeading';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { TextField } from '../../components/ui/TextField';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import { bindField } from '../../lib/bind-field';
import type { PageProps } from '../../../common/types/pages';

export default function ResetPassword({ token, email }: PageProps['auth/ResetPassword']) {
  const { t } = useTranslation();
  const form = useForm({ token, email, password: '', password_confirmation: '' });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.post(routes.password.update(), {
      preserveScroll: true,
      onFinish: () => form.reset('password', 'password_confirmation'),
    });
  };

  return (
    <>
      <Head title={t('auth.reset.title')} />
      <AuthHeading title={t('auth.reset.heading')} description={t('auth.reset.description')} />
      <form onSubmit={submit} noValidate className="space-y-5">
        <TextField
          label={t('auth.reset.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          maxLength={255}
          value={form.data.email}
          onChange={(event) => form.setData('email', event.target.value)}
          error={form.errors.email ?? form.errors.token}
          disabled={form.processing}
        />
        <TextField
          label={t('auth.reset.password')}
          type="password"
          autoComplete="new-password"
          required
          autoFocus
          {...bindField(form, 'password')}
        />
        <TextField
          label={t('auth.reset.passwordConfirmation')}
          type="password"
          autoComplete="new-password"
          required
          {...bindField(form, 'password_confirmation')}
        />
        <SubmitButton form={form} className="w-full">
          {t('auth.reset.submit')}
        </SubmitButton>
      </form>
    </>
  );
}
