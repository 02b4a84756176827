import { Link } from '@inertiajs/react';
import { AdminIndex, type Column } from '../../../components/admin/AdminIndex';
import { Badge } from '../../../components/admin/Badge';
import { useTranslation } from '../../../lib/i18n';
import { routes } from '../../../lib/routes';
import type { PermissionSummary } from '../../../../common/types/admin';
import type { PageProps } from '../../../../common/types/pages';

export default function PermissionIndex({ permissions, filters }: PageProps['admin/permission/Index']) {
  const { t } = useTranslation();
  const columns: Column<PermissionSummary>[] = [
    {
      label: t('admin.form.name'),
      sort: 'name',
      cell: (permission) => (
        <span className="flex items-center gap-2">
          <Link
            href={routes.admin.permissions.record(permission.id)}
            className="font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
          >
            {permission.name}
          </Link>
          {permission.builtIn && <Badge>{t('admin.form.builtIn')}</Badge>}
        </span>
      ),
    },
    { label: t('admin.form.description'), cell: (permission) => permission.description },
    { label: t('admin.permission.rolesCount'), cell: (permission) => permission.rolesCount },
  ];
  return (
    <AdminIndex
      title={t('admin.permission.index')}
      url={routes.admin.permissions.index()}
      list={permissions}
      filters={filters}
      columns={columns}
      rowKey={(permission) => permission.id}
      create={{ href: routes.admin.permissions.create(), label: t('admin.permission.create') }}
    />
  );
}
