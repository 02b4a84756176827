import { Head, useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { FormActions } from '../../components/settings/FormActions';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { PageHeader } from '../../components/ui/PageHeader';
import { TextField } from '../../components/ui/TextField';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import { bindField } from '../../lib/bind-field';

export default function Password() {
  const { t } = useTranslation();
  const form = useForm({ current_password: '', password: '', password_confirmation: '' });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Passwords never stay in the page: every field is emptied whatever the answer.
    form.put(routes.settings.password(), { preserveScroll: true, onFinish: () => form.reset() });
  };

  return (
    <>
      <Head title={t('settings.passwordForm.heading')} />
      <PageHeader title={t('settings.passwordForm.heading')} description={t('settings.passwordForm.description')} />
      <form onSubmit={submit} noValidate className="space-y-5">
        <TextField
          label={t('settings.passwordForm.current')}
          type="password"
          autoComplete="current-password"
          required
          {...bindField(form, 'current_password')}
        />
        <TextField
          label={t('settings.passwordForm.new')}
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          hint={t('settings.passwordForm.newHint')}
          {...bindField(form, 'password')}
        />
        <TextField
          label={t('settings.passwordForm.confirmation')}
          type="password"
          autoComplete="new-password"
          required
          {...bindField(form, 'password_confirmation')}
        />
        <FormActions>
          <SubmitButton form={form}>{t('settings.passwordForm.save')}</SubmitButton>
        </FormActions>
      </form>
    </>
  );
}
