import { Head } from '@inertiajs/react';
import { PermissionForm } from '../../../components/admin/PermissionForm';
import { BackLink } from '../../../components/ui/BackLink';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useTranslation } from '../../../lib/i18n';
import { routes } from '../../../lib/routes';
import type { PageProps } from '../../../../common/types/pages';

export default function PermissionEdit({ permission }: PageProps['admin/permission/Edit']) {
  const { t } = useTranslation();
  const title = t('admin.permission.edit', { name: permission.name });
  return (
    <>
      <Head title={title} />
      <BackLink href={routes.admin.permissions.record(permission.id)} label={permission.name} />
      <PageHeader title={title} />
      <PermissionForm
        initial={{ name: permission.name, description: permission.description }}
        builtIn={permission.builtIn}
        submit={{ method: 'put', url: routes.admin.permissions.record(permission.id), label: t('admin.form.save') }}
      />
    </>
  );
}
