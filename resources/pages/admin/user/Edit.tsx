import { Head, useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { CheckboxGroup } from '../../../components/admin/CheckboxGroup';
import { BackLink } from '../../../components/ui/BackLink';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { Notice } from '../../../components/ui/Notice';
import { PageHeader } from '../../../components/ui/PageHeader';
import { TextField } from '../../../components/ui/TextField';
import { useTranslation } from '../../../lib/i18n';
import { routes } from '../../../lib/routes';
import { bindField } from '../../../lib/bind-field';
import type { PageProps } from '../../../../common/types/pages';

export default function UserEdit({ user, roles, lockedRoles = [] }: PageProps['admin/user/Edit']) {
  const { t } = useTranslation();
  const form = useForm({ name: user.name, email: user.email, birthDate: user.birthDate ?? '', roles: user.roles });
  const title = t('admin.user.edit', { name: user.name });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.put(routes.admin.users.record(user.id), { preserveScroll: true });
  };
  return (
    <>
      <Head title={title} />
      <BackLink href={routes.admin.users.record(user.id)} label={user.name} />
      <PageHeader title={title} />
      <form onSubmit={submit} noValidate className="max-w-2xl space-y-5">
        <TextField label={t('admin.form.name')} required autoComplete="off" {...bindField(form, 'name')} />
        <TextField
          label={t('admin.user.email')}
          type="email"
          required
          autoComplete="off"
          hint={
            user.pendingEmail ? t('admin.user.pendingEmail', { email: user.pendingEmail }) : t('admin.user.emailHint')
          }
          {...bindField(form, 'email')}
        />
        <TextField
          label={t('admin.user.birthDate')}
          type="date"
          required={user.birthDate !== null}
          hint={t('admin.user.birthDateHint')}
          {...bindField(form, 'birthDate')}
        />
        <Notice>{t('admin.user.rolesHint')}</Notice>
        <CheckboxGroup
          legend={t('admin.user.roles')}
          options={roles}
          selected={form.data.roles}
          onChange={(selected) => form.setData('roles', selected)}
          locked={lockedRoles}
          disabled={form.processing}
          error={form.errors.roles}
        />
        <SubmitButton form={form}>{t('admin.form.save')}</SubmitButton>
      </form>
    </>
  );
}
