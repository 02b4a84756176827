import { Head, useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { AuthHeading } from '../../components/ui/AuthHeading';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { AccountFields } from '../../components/AccountFields';
import { TextLink } from '../../components/ui/TextLink';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';

export default function Register() {
  const { t } = useTranslation();
  const form = useForm({ name: '', email: '', password: '', password_confirmation: '' });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.post(routes.register(), {
      preserveScroll: true,
      onFinish: () => form.reset('password', 'password_confirmation'),
    });
  };

  return (
    <>
      <Head title={t('auth.register.title')} />
      <AuthHeading title={t('auth.register.heading')} description={t('auth.register.description')} />
      <form onSubmit={submit} noValidate className="space-y-5">
        <AccountFields form={form} />
        <SubmitButton form={form} className="w-full">
          {t('auth.register.submit')}
        </SubmitButton>
      </form>
      <p className="mt-8 text-center text-sm text-gray-600 dark:text-gray-300">
        {t('auth.register.haveAccount')} <TextLink href={routes.login()}>{t('auth.register.login')}</TextLink>
      </p>
      <p className="mt-2 text-center text-sm text-gray-600 dark:text-gray-300">
        {t('auth.register.steps')}{' '}
        <TextLink href={routes.registerSteps.show()}>{t('auth.register.stepsLink')}</TextLink>
      </p>
    </>
  );
}
