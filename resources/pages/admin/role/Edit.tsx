import { Head } from '@inertiajs/react';
import { RoleForm } from '../../../components/admin/RoleForm';
import { BackLink } from '../../../components/ui/BackLink';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useTranslation } from '../../../lib/i18n';
import { routes } from '../../../lib/routes';
import type { PageProps } from '../../../../common/types/pages';

export default function RoleEdit({ role, permissionNames }: PageProps['admin/role/Edit']) {
  const { t } = useTranslation();
  const title = t('admin.role.edit', { name: role.name });
  return (
    <>
      <Head title={title} />
      <BackLink href={routes.admin.roles.record(role.id)} label={role.name} />
      <PageHeader title={title} />
      <RoleForm
        initial={{ name: role.name, description: role.description, permissions: role.permissions }}
        permissionNames={permissionNames}
        builtIn={role.builtIn}
        allPermissions={role.allPermissions}
        submit={{ method: 'put', url: routes.admin.roles.record(role.id), label: t('admin.form.save') }}
      />
    </>
  );
}
