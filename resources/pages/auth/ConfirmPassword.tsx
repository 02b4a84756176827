import { Head, useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { AuthHeading } from '../../components/ui/AuthHeading';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { TextField } from '../../components/ui/TextField';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import { bindField } from '../../lib/bind-field';

export default function ConfirmPassword() {
  const { t } = useTranslation();
  const form = useForm({ password: '' });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.post(routes.password.confirm(), { preserveScroll: true, onFinish: () => form.reset('password') });
  };

  return (
    <>
      <Head title={t('auth.confirm.title')} />
      <AuthHeading title={t('auth.confirm.heading')} description={t('auth.confirm.description')} />
      <form onSubmit={submit} noValidate className="space-y-5">
        <TextField
          label={t('auth.confirm.password')}
          type="password"
          autoComplete="current-password"
          required
          autoFocus
          {...bindField(form, 'password')}
        />
        <SubmitButton form={form} className="w-full">
          {t('auth.confirm.submit')}
        </SubmitButton>
      </form>
    </>
  );
}
