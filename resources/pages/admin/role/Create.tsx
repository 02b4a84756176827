import { Head } from '@inertiajs/react';
import { RoleForm } from '../../../components/admin/RoleForm';
import { BackLink } from '../../../components/ui/BackLink';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useTranslation } from '../../../lib/i18n';
import { routes } from '../../../lib/routes';
import type { PageProps } from '../../../../common/types/pages';

export default function RoleCreate({ permissionNames }: PageProps['admin/role/Create']) {
  const { t } = useTranslation();
  return (
    <>
      <Head title={t('admin.role.create')} />
      <BackLink href={routes.admin.roles.index()} label={t('admin.form.back')} />
      <PageHeader title={t('admin.role.create')} />
      <RoleForm
        initial={{ name: '', description: '', permissions: [] }}
        permissionNames={permissionNames}
        submit={{ method: 'post', url: routes.admin.roles.index(), label: t('admin.form.create') }}
      />
    </>
  );
}
