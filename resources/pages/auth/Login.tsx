import { Head, router, useForm, usePage } from '@inertiajs/react';
import { useState, type FormEvent } from 'react';
import { AuthHeading } from '../../components/ui/AuthHeading';
import { Button } from '../../components/ui/Button';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { CheckboxField } from '../../components/ui/CheckboxField';
import { Notice } from '../../components/ui/Notice';
import { TextField } from '../../components/ui/TextField';
import { TextLink } from '../../components/ui/TextLink';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import { bindField } from '../../lib/bind-field';
import { PasskeyError, signWithPasskey, usePasskeySupport, type PasskeyFailure } from '../../lib/passkeys';
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
      <PasskeySignIn remember={form.data.remember} />
      <p className="mt-8 text-center text-sm text-gray-600 dark:text-gray-300">
        {t('auth.login.noAccount')} <TextLink href={routes.register()}>{t('auth.login.register')}</TextLink>
      </p>
    </>
  );
}

/** What the router posts: the passkey's answer is plain JSON (strings, arrays, objects). */
type RequestPayload = Parameters<typeof router.post>[1];

/**
 * Signing in with a passkey (SPEC §14), shown only where the browser supports WebAuthn: the browser
 * offers the member's passkeys for this site, so no address is typed.
 */
function PasskeySignIn({ remember }: { remember: boolean }) {
  const { t } = useTranslation();
  const supported = usePasskeySupport();
  const serverError = usePage().props.errors.passkey;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PasskeyFailure | null>(null);

  if (!supported) return null;

  const signIn = async () => {
    setFailure(null);
    setBusy(true);
    try {
      const credential = await signWithPasskey(routes.passkeySignIn.options());
      router.post(routes.passkeySignIn.verify(), { credential, remember } as unknown as RequestPayload, {
        preserveScroll: true,
        onFinish: () => setBusy(false),
      });
    } catch (error) {
      setFailure(error instanceof PasskeyError ? error.failure : 'failed');
      setBusy(false);
    }
  };

  const message =
    failure === 'cancelled'
      ? t('auth.login.passkeyCancelled')
      : failure === 'failed'
        ? t('auth.login.passkeyFailed')
        : serverError;
  return (
    <div className="mt-6">
      <p className="mb-4 flex items-center gap-3 text-sm text-gray-600 before:h-px before:flex-1 before:bg-gray-300 after:h-px after:flex-1 after:bg-gray-300 dark:text-gray-300 dark:before:bg-gray-700 dark:after:bg-gray-700">
        {t('auth.login.or')}
      </p>
      <Button variant="secondary" className="w-full" onClick={signIn} disabled={busy}>
        {t('auth.login.passkey')}
      </Button>
      {message && (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
          {message}
        </p>
      )}
    </div>
  );
}
