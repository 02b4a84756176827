import { Head } from '@inertiajs/react';
import { AdminSection } from '../../../components/admin/AdminSection';
import { Badge } from '../../../components/admin/Badge';
import { RecordActions } from '../../../components/admin/RecordActions';
import { BackLink } from '../../../components/ui/BackLink';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Notice } from '../../../components/ui/Notice';
import { PageHeader } from '../../../components/ui/PageHeader';
import { TextLink } from '../../../components/ui/TextLink';
import { useTranslation } from '../../../lib/i18n';
import { routes } from '../../../lib/routes';
import type { PageProps } from '../../../../common/types/pages';

export default function RoleShow({ role }: PageProps['admin/role/Show']) {
  const { t } = useTranslation();
  return (
    <>
      <Head title={role.name} />
      <BackLink href={routes.admin.roles.index()} label={t('admin.form.back')} />
      <PageHeader title={role.name} description={role.description || undefined}>
        {role.builtIn && (
          <div className="mt-3">
            <Badge>{t('admin.form.builtIn')}</Badge>
          </div>
        )}
        <RecordActions
          editHref={routes.admin.roles.edit(role.id)}
          deleteUrl={role.builtIn ? undefined : routes.admin.roles.record(role.id)}
          name={role.name}
        />
      </PageHeader>
      <AdminSection title={t('admin.role.permissions')}>
        {role.allPermissions && <Notice>{t('admin.role.allPermissions')}</Notice>}
        {role.permissions.length === 0 ? (
          <EmptyState message={t('admin.role.noPermissions')} />
        ) : (
          <ul className="mt-4 flex flex-wrap gap-2">
            {role.permissions.map((name) => (
              <li key={name}>
                <Badge tone="info">{name}</Badge>
              </li>
            ))}
          </ul>
        )}
      </AdminSection>
      <AdminSection title={t('admin.role.users')}>
        {role.users.length === 0 ? (
          <EmptyState message={t('admin.role.noUsers')} />
        ) : (
          <ul className="space-y-1">
            {role.users.map((user) => (
              <li key={user.id}>
                <TextLink href={routes.admin.users.record(user.id)}>{user.name}</TextLink>{' '}
                <span className="text-sm text-gray-600 dark:text-gray-300">{user.email}</span>
              </li>
            ))}
          </ul>
        )}
      </AdminSection>
    </>
  );
}
