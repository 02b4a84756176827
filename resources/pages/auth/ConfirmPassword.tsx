import { Head, useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { AuthHeading } from '../../components/ui/AuthHeading';
import { Button } from '../../components/ui/Button';
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
        <Button type="submit" className="w-full" disabled={form.processing}>
          {t('auth.confirm.submit')}
        </Button>
      </form>
    </>
  );
}
