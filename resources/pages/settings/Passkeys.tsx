import { Head, useForm, usePage } from '@inertiajs/react';
import { useState, type FormEvent } from 'react';
import { FormActions } from '../../components/settings/FormActions';
import { VerifyFirstNotice } from '../../components/settings/VerifyFirstNotice';
import { SettingsSection } from '../../components/settings/SettingsSection';
import { Button } from '../../components/ui/Button';
import { Notice } from '../../components/ui/Notice';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { PageHeader } from '../../components/ui/PageHeader';
import { TextField } from '../../components/ui/TextField';
import { bindField } from '../../lib/bind-field';
import { formatDateTime } from '../../lib/format-date';
import { useTranslation } from '../../lib/i18n';
import { createPasskey, PasskeyError, usePasskeySupport, type PasskeyFailure } from '../../lib/passkeys';
import { routes } from '../../lib/routes';
import { useSharedProps } from '../../hooks/use-shared-props';
import type { PasskeyView } from '../../../common/types/settings';
import type { PageProps } from '../../../common/types/pages';

export default function Passkeys({ passkeys }: PageProps['settings/Passkeys']) {
  const { t } = useTranslation();
  return (
    <>
      <Head title={t('settings.passkeysPage.heading')} />
      <PageHeader title={t('settings.passkeysPage.heading')} description={t('settings.passkeysPage.description')} />
      <SettingsSection title={t('settings.passkeysPage.yours')}>
        {passkeys.length === 0 ? (
          <p className="text-gray-600 dark:text-gray-300">{t('settings.passkeysPage.none')}</p>
        ) : (
          <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200 dark:divide-gray-800 dark:border-gray-800">
            {passkeys.map((passkey) => (
              <PasskeyRow key={`${passkey.id}-${passkey.name}`} passkey={passkey} />
            ))}
          </ul>
        )}
      </SettingsSection>
      <SettingsSection title={t('settings.passkeysPage.add')} description={t('settings.passkeysPage.addHint')}>
        <AddPasskeyForm />
      </SettingsSection>
    </>
  );
}

function PasskeyRow({ passkey }: { passkey: PasskeyView }) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const rename = useForm({ name: passkey.name });
  const removal = useForm({});
  const busy = rename.processing || removal.processing;

  const submitName = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    rename.patch(routes.settings.passkey(passkey.id), { preserveScroll: true, onSuccess: () => setRenaming(false) });
  };
  const remove = () => {
    if (!window.confirm(t('settings.passkeysPage.confirmRemove', { name: passkey.name }))) return;
    removal.delete(routes.settings.passkey(passkey.id), { preserveScroll: true });
  };

  return (
    <li className="p-4">
      {renaming ? (
        <form onSubmit={submitName} noValidate className="space-y-3">
          <TextField
            label={t('settings.passkeysPage.name')}
            required
            maxLength={60}
            autoFocus
            {...bindField(rename, 'name')}
          />
          <FormActions>
            <SubmitButton form={rename} unavailable={removal.processing}>
              {t('settings.passkeysPage.saveName')}
            </SubmitButton>
            <Button variant="secondary" onClick={() => setRenaming(false)} disabled={busy}>
              {t('settings.passkeysPage.cancel')}
            </Button>
          </FormActions>
        </form>
      ) : (
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-medium break-words text-gray-900 dark:text-white">{passkey.name}</p>
            <p className="text-sm text-gray-600 dark:text-gray-300">
              {t('settings.passkeysPage.addedAt', { date: formatDateTime(passkey.createdAt) })}
              {' · '}
              {passkey.lastUsedAt
                ? t('settings.passkeysPage.lastUsed', { date: formatDateTime(passkey.lastUsedAt) })
                : t('settings.passkeysPage.neverUsed')}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              onClick={() => setRenaming(true)}
              disabled={busy}
              aria-label={t('settings.passkeysPage.renameNamed', { name: passkey.name })}
            >
              {t('settings.passkeysPage.rename')}
            </Button>
            <Button
              variant="secondary"
              onClick={remove}
              disabled={busy}
              aria-label={t('settings.passkeysPage.removeNamed', { name: passkey.name })}
            >
              {t('settings.passkeysPage.remove')}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

function AddPasskeyForm() {
  const { t } = useTranslation();
  const supported = usePasskeySupport();
  const verified = useSharedProps().auth.user?.emailVerified ?? false;
  const serverError = usePage().props.errors.passkey;
  const form = useForm({ name: '' });
  const [creating, setCreating] = useState(false);
  const [failure, setFailure] = useState<PasskeyFailure | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.data.name.trim()) {
      form.setError('name', t('settings.passkeysPage.nameMissing'));
      return;
    }
    form.clearErrors();
    setFailure(null);
    setCreating(true);
    try {
      const credential = await createPasskey(routes.settings.passkeyOptions());
      form.transform((data) => ({ ...data, credential }));
      form.post(routes.settings.passkeys(), { preserveScroll: true, onSuccess: () => form.reset() });
    } catch (error) {
      setFailure(error instanceof PasskeyError ? error.failure : 'failed');
    } finally {
      setCreating(false);
    }
  };

  if (!verified) return <VerifyFirstNotice message={t('settings.passkeysPage.verifyFirst')} />;
  if (!supported) return <Notice tone="warning">{t('settings.passkeysPage.unsupported')}</Notice>;
  const message = failure ? t(`settings.passkeysPage.${failure}`) : serverError;
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        label={t('settings.passkeysPage.name')}
        hint={t('settings.passkeysPage.nameHint')}
        required
        maxLength={60}
        {...bindField(form, 'name')}
      />
      {message && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {message}
        </p>
      )}
      <FormActions>
        <SubmitButton form={form} unavailable={creating}>
          {t('settings.passkeysPage.create')}
        </SubmitButton>
      </FormActions>
    </form>
  );
}
