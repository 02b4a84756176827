import { Link } from '@inertiajs/react';
import { AdminIndex, type Column } from '../../../components/admin/AdminIndex';
import { Badge } from '../../../components/admin/Badge';
import { useTranslation } from '../../../lib/i18n';
import { routes } from '../../../lib/routes';
import type { RoleSummary } from '../../../../common/types/admin';
import type { PageProps } from '../../../../common/types/pages';

export default function RoleIndex({ roles, filters }: PageProps['admin/role/Index']) {
  const { t } = useTranslation();
  const columns: Column<RoleSummary>[] = [
    {
      label: t('admin.form.name'),
      sort: 'name',
      cell: (role) => (
        <span className="flex items-center gap-2">
          <Link
            href={routes.admin.roles.record(role.id)}
            className="font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
          >
            {role.name}
          </Link>
          {role.builtIn && <Badge>{t('admin.form.builtIn')}</Badge>}
        </span>
      ),
    },
    { label: t('admin.form.description'), cell: (role) => role.description },
    { label: t('admin.role.permissionsCount'), cell: (role) => role.permissionsCount },
    { label: t('admin.role.usersCount'), sort: 'users', cell: (role) => role.usersCount },
  ];
  return (
    <AdminIndex
      title={t('admin.role.index')}
      url={routes.admin.roles.index()}
      list={roles}
      filters={filters}
      columns={columns}
      rowKey={(role) => role.id}
      create={{ href: routes.admin.roles.create(), label: t('admin.role.create') }}
    />
  );
}
