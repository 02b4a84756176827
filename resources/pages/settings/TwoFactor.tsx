import { Head, Link, useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { FormActions } from '../../components/settings/FormActions';
import { VerifyFirstNotice } from '../../components/settings/VerifyFirstNotice';
import { buttonClasses } from '../../components/ui/Button';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { Notice } from '../../components/ui/Notice';
import { PageHeader } from '../../components/ui/PageHeader';
import { TextField } from '../../components/ui/TextField';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import { bindField } from '../../lib/bind-field';
import { useSharedProps } from '../../hooks/use-shared-props';
import type { PageProps } from '../../../common/types/pages';

export default function TwoFactor({
  enabled,
  required,
  recoveryCodesLeft,
  setup,
  recoveryCodes,
  continueTo,
}: PageProps['settings/TwoFactor']) {
  const { t } = useTranslation();
  const verified = useSharedProps().auth.user?.emailVerified ?? false;
  const start = useForm({});
  const confirm = useForm({ code: '' });
  const regenerate = useForm({});
  const turnOff = useForm({});

  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    confirm.post(routes.settings.twoFactorConfirm(), { preserveScroll: true, onFinish: () => confirm.reset() });
  };

  return (
    <>
      <Head title={t('settings.twoFactorPage.heading')} />
      <PageHeader title={t('settings.twoFactorPage.heading')} description={t('settings.twoFactorPage.description')} />
      <div className="space-y-6">
        <Notice tone={enabled ? 'success' : required ? 'warning' : 'info'}>
          <p>{enabled ? t('settings.twoFactorPage.on') : t('settings.twoFactorPage.off')}</p>
          {required && <p className="mt-1">{t('settings.twoFactorPage.required')}</p>}
        </Notice>

        {recoveryCodes && (
          <section aria-labelledby="recovery-codes" className="space-y-3">
            <h2 id="recovery-codes" className="text-base font-semibold">
              {t('settings.twoFactorPage.codesHeading')}
            </h2>
            <p className="text-sm text-gray-700 dark:text-gray-300">{t('settings.twoFactorPage.codesHelp')}</p>
            <ul
              className="grid grid-cols-2 gap-2 rounded-xl border border-gray-300 p-4 font-mono text-sm dark:border-gray-700"
              data-testid="recovery-codes"
            >
              {recoveryCodes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
            {continueTo && (
              <Link href={continueTo} className={buttonClasses()}>
                {t('settings.twoFactorPage.continueTo', { page: continueTo })}
              </Link>
            )}
          </section>
        )}

        {!enabled && !verified && <VerifyFirstNotice message={t('settings.twoFactorPage.verifyFirst')} />}

        {!enabled && verified && !setup && (
          <FormActions>
            <SubmitButton
              type="button"
              form={start}
              onClick={() => start.post(routes.settings.twoFactor(), { preserveScroll: true })}
            >
              {t('settings.twoFactorPage.turnOn')}
            </SubmitButton>
          </FormActions>
        )}

        {!enabled && setup && (
          <section aria-labelledby="two-factor-setup" className="space-y-4">
            <h2 id="two-factor-setup" className="text-base font-semibold">
              {t('settings.twoFactorPage.setupHeading')}
            </h2>
            <p className="text-sm text-gray-700 dark:text-gray-300">{t('settings.twoFactorPage.setupSteps')}</p>
            <img
              src={setup.qrCode}
              alt={t('settings.twoFactorPage.qrAlt')}
              width={200}
              height={200}
              className="rounded-lg bg-white p-1"
            />
            <div>
              <p className="text-sm font-medium">{t('settings.twoFactorPage.secret')}</p>
              <code data-testid="two-factor-secret" className="font-mono text-sm break-all">
                {setup.secret}
              </code>
            </div>
            <form onSubmit={submitCode} noValidate className="space-y-5">
              <TextField
                label={t('settings.twoFactorPage.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                required
                {...bindField(confirm, 'code')}
              />
              <FormActions>
                <SubmitButton form={confirm}>{t('settings.twoFactorPage.confirm')}</SubmitButton>
              </FormActions>
            </form>
          </section>
        )}

        {enabled && (
          <>
            <p className="text-sm">{t('settings.twoFactorPage.codesLeft', { count: recoveryCodesLeft })}</p>
            <FormActions>
              <SubmitButton
                type="button"
                variant="secondary"
                form={regenerate}
                onClick={() => regenerate.post(routes.settings.twoFactorRecoveryCodes(), { preserveScroll: true })}
              >
                {t('settings.twoFactorPage.regenerate')}
              </SubmitButton>
              {!required && (
                <SubmitButton
                  type="button"
                  variant="danger"
                  form={turnOff}
                  onClick={() => turnOff.delete(routes.settings.twoFactor(), { preserveScroll: true })}
                >
                  {t('settings.twoFactorPage.turnOff')}
                </SubmitButton>
              )}
            </FormActions>
          </>
        )}
      </div>
    </>
  );
}
