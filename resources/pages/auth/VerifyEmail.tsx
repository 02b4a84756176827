import { Head, Link, useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { AuthHeading } from '../../components/ui/AuthHeading';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import type { PageProps } from '../../../common/types/pages';

export default function VerifyEmail({ email }: PageProps['auth/VerifyEmail']) {
  const { t } = useTranslation();
  const form = useForm({});

  const resend = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.post(routes.verification.send(), { preserveScroll: true });
  };

  return (
    <>
      <Head title={t('auth.verify.title')} />
      <AuthHeading title={t('auth.verify.heading')} description={t('auth.verify.description', { email })} />
      <form onSubmit={resend}>
        <SubmitButton form={form} className="w-full">
          {t('auth.verify.resend')}
        </SubmitButton>
      </form>
      <div className="mt-4 text-center">
        <Link
          href={routes.logout()}
          method="post"
          as="button"
          className="text-sm font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
        >
          {t('auth.verify.logout')}
        </Link>
      </div>
    </>
  );
}
