import { Head, Link, useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { FormActions } from '../../components/settings/FormActions';
import { SettingsSection } from '../../components/settings/SettingsSection';
import { buttonClasses } from '../../components/ui/Button';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { Notice } from '../../components/ui/Notice';
import { PageHeader } from '../../components/ui/PageHeader';
import { TextField } from '../../components/ui/TextField';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import type { ProfileView } from '../../../common/types/settings';
import { bindField } from '../../lib/bind-field';
import type { PageProps } from '../../../common/types/pages';

export default function Profile({ profile }: PageProps['settings/Profile']) {
  const { t } = useTranslation();
  return (
    <>
      <Head title={t('settings.profileForm.heading')} />
      <PageHeader title={t('settings.profileForm.heading')} description={t('settings.profileForm.description')} />
      {/* A saved profile remounts the form, so it starts from what the server stored (e.g. the lower-cased e-mail). */}
      <ProfileForm
        key={`${profile.name}\n${profile.email}\n${profile.pendingEmail}\n${profile.birthDate}`}
        profile={profile}
      />
      <MyData />
      <DeleteAccountForm />
    </>
  );
}

/** A plain link, not an Inertia visit: the answer is a JSON file the browser downloads. */
function MyData() {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('settings.myData.heading')} description={t('settings.myData.description')}>
      <a href={routes.settings.profileExport()} download className={buttonClasses('secondary')}>
        {t('settings.myData.download')}
      </a>
    </SettingsSection>
  );
}

function ProfileForm({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation();
  const form = useForm({ name: profile.name, email: profile.email, birthDate: profile.birthDate ?? '' });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.patch(routes.settings.profile(), { preserveScroll: true });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        label={t('settings.profileForm.name')}
        autoComplete="name"
        required
        maxLength={255}
        {...bindField(form, 'name')}
      />
      <TextField
        label={t('settings.profileForm.email')}
        type="email"
        autoComplete="email"
        required
        maxLength={255}
        hint={t('settings.profileForm.emailHint')}
        {...bindField(form, 'email')}
      />
      <TextField
        label={t('settings.profileForm.birthDate')}
        type="date"
        autoComplete="bday"
        required={profile.birthDate !== null}
        hint={t('settings.profileForm.birthDateHint')}
        {...bindField(form, 'birthDate')}
      />
      {profile.pendingEmail && (
        <NoticeWithAction
          text={t('settings.profileForm.pendingEmail', { email: profile.pendingEmail })}
          action={{ href: routes.settings.pendingEmail(), method: 'delete' }}
          label={t('settings.profileForm.withdrawPendingEmail')}
        />
      )}
      {!profile.emailVerified && (
        <NoticeWithAction
          tone="warning"
          text={t('settings.profileForm.unverified')}
          action={{ href: routes.verification.send(), method: 'post' }}
          label={t('settings.profileForm.resend')}
        />
      )}
      <FormActions>
        <SubmitButton form={form}>{t('settings.profileForm.save')}</SubmitButton>
      </FormActions>
    </form>
  );
}

/** A notice about the address with the one thing to do about it, sent without leaving the page. */
function NoticeWithAction({
  tone,
  text,
  action,
  label,
}: {
  tone?: 'warning';
  text: string;
  action: { href: string; method: 'post' | 'delete' };
  label: string;
}) {
  return (
    <Notice tone={tone}>
      <p>{text}</p>
      <Link {...action} as="button" preserveScroll className="mt-2 font-semibold underline underline-offset-2">
        {label}
      </Link>
    </Notice>
  );
}

function DeleteAccountForm() {
  const { t } = useTranslation();
  const form = useForm({ password: '' });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.delete(routes.settings.profile(), { preserveScroll: true, onFinish: () => form.reset('password') });
  };

  return (
    <SettingsSection title={t('settings.deleteAccount.heading')} description={t('settings.deleteAccount.description')}>
      <form onSubmit={submit} noValidate className="space-y-5">
        <TextField
          label={t('settings.deleteAccount.password')}
          type="password"
          autoComplete="current-password"
          required
          hint={t('settings.deleteAccount.passwordHint')}
          {...bindField(form, 'password')}
        />
        <FormActions>
          <SubmitButton form={form} variant="danger">
            {t('settings.deleteAccount.submit')}
          </SubmitButton>
        </FormActions>
      </form>
    </SettingsSection>
  );
}
