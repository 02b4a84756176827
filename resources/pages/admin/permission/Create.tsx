import { Head } from '@inertiajs/react';
import { PermissionForm } from '../../../components/admin/PermissionForm';
import { BackLink } from '../../../components/ui/BackLink';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useTranslation } from '../../../lib/i18n';
import { routes } from '../../../lib/routes';

export default function PermissionCreate() {
  const { t } = useTranslation();
  return (
    <>
      <Head title={t('admin.permission.create')} />
      <BackLink href={routes.admin.permissions.index()} label={t('admin.form.back')} />
      <PageHeader title={t('admin.permission.create')} />
      <PermissionForm
        initial={{ name: '', description: '' }}
        submit={{ method: 'post', url: routes.admin.permissions.index(), label: t('admin.form.create') }}
      />
    </>
  );
}
