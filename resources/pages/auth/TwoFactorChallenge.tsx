import { Head, useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { AuthHeading } from '../../components/ui/AuthHeading';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { TextLink } from '../../components/ui/TextLink';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import { bindField } from '../../lib/bind-field';

export default function TwoFactorChallenge() {
  const { t } = useTranslation();
  const form = useForm({ code: '' });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.post(routes.twoFactorChallenge(), { preserveScroll: true, onFinish: () => form.reset('code') });
  };

  return (
    <>
      <Head title={t('auth.twoFactor.title')} />
      <AuthHeading title={t('auth.twoFactor.heading')} description={t('auth.twoFactor.description')} />
      <form onSubmit={submit} noValidate className="space-y-5">
        <TextField
          label={t('auth.twoFactor.code')}
          hint={t('auth.twoFactor.hint')}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          required
          autoFocus
          {...bindField(form, 'code')}
        />
        <Button type="submit" className="w-full" disabled={form.processing}>
          {t('auth.twoFactor.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <TextLink href={routes.login()}>{t('auth.twoFactor.back')}</TextLink>
      </p>
    </>
  );
}
