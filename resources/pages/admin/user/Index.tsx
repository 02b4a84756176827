import { Link } from '@inertiajs/react';
import { AdminIndex, type Column } from '../../../components/admin/AdminIndex';
import { Badge } from '../../../components/admin/Badge';
import { SelectField } from '../../../components/ui/SelectField';
import { formatDate } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/i18n';
import { routes } from '../../../lib/routes';
import type { UserSummary } from '../../../../common/types/admin';
import type { PageProps } from '../../../../common/types/pages';

export default function UserIndex({ users, filters, roles }: PageProps['admin/user/Index']) {
  const { t } = useTranslation();
  const columns: Column<UserSummary>[] = [
    {
      label: t('admin.form.name'),
      sort: 'name',
      cell: (user) => (
        <Link
          href={routes.admin.users.record(user.id)}
          className="font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
        >
          {user.name}
        </Link>
      ),
    },
    { label: t('admin.user.email'), sort: 'email', cell: (user) => user.email },
    { label: t('admin.user.roles'), cell: (user) => user.roles.join(', ') || t('admin.user.noRoles') },
    {
      label: t('admin.user.verified'),
      cell: (user) => (
        <Badge tone={user.verified ? 'info' : 'warning'}>
          {t(user.verified ? 'admin.user.verifiedYes' : 'admin.user.verifiedNo')}
        </Badge>
      ),
    },
    { label: t('admin.user.joined'), sort: 'createdAt', cell: (user) => formatDate(user.createdAt) },
  ];
  const any = { value: '', label: t('admin.list.any') };
  return (
    <AdminIndex
      title={t('admin.user.index')}
      url={routes.admin.users.index()}
      list={users}
      filters={filters}
      columns={columns}
      rowKey={(user) => user.id}
      filterControls={(values, update) => (
        <>
          <SelectField
            label={t('admin.user.role')}
            name="role"
            value={String(values.role ?? '')}
            options={[any, ...roles.map((role) => ({ value: role, label: role }))]}
            onChange={(event) => update('role', event.target.value)}
          />
          <SelectField
            label={t('admin.user.verified')}
            name="verified"
            value={String(values.verified ?? '')}
            options={[
              any,
              { value: 'yes', label: t('admin.user.verifiedYes') },
              { value: 'no', label: t('admin.user.verifiedNo') },
            ]}
            onChange={(event) => update('verified', event.target.value)}
          />
        </>
      )}
    />
  );
}
