import { Head } from '@inertiajs/react';
import { AdminSection } from '../../../components/admin/AdminSection';
import { Badge } from '../../../components/admin/Badge';
import { RecordActions } from '../../../components/admin/RecordActions';
import { BackLink } from '../../../components/ui/BackLink';
import { EmptyState } from '../../../components/ui/EmptyState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { TextLink } from '../../../components/ui/TextLink';
import { useTranslation } from '../../../lib/i18n';
import { routes } from '../../../lib/routes';
import type { PageProps } from '../../../../common/types/pages';

export default function PermissionShow({ permission }: PageProps['admin/permission/Show']) {
  const { t } = useTranslation();
  return (
    <>
      <Head title={permission.name} />
      <BackLink href={routes.admin.permissions.index()} label={t('admin.form.back')} />
      <PageHeader title={permission.name} description={permission.description || undefined}>
        {permission.builtIn && (
          <div className="mt-3">
            <Badge>{t('admin.form.builtIn')}</Badge>
          </div>
        )}
        <RecordActions
          editHref={routes.admin.permissions.edit(permission.id)}
          deleteUrl={permission.builtIn ? undefined : routes.admin.permissions.record(permission.id)}
          name={permission.name}
        />
      </PageHeader>
      <AdminSection title={t('admin.permission.roles')}>
        {permission.roles.length === 0 ? (
          <EmptyState message={t('admin.permission.noRoles')} />
        ) : (
          <ul className="list-inside list-disc space-y-1">
            {permission.roles.map((role) => (
              <li key={role.id}>
                <TextLink href={routes.admin.roles.record(role.id)}>{role.name}</TextLink>
              </li>
            ))}
          </ul>
        )}
      </AdminSection>
    </>
  );
}
