import { Head } from '@inertiajs/react';
import { AdminSection } from '../../../components/admin/AdminSection';
import { PostCodeForm } from '../../../components/admin/PostCodeForm';
import { PostCodeImport } from '../../../components/admin/PostCodeImport';
import { BackLink } from '../../../components/ui/BackLink';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useTranslation } from '../../../lib/i18n';
import { routes } from '../../../lib/routes';
import type { PageProps } from '../../../../common/types/pages';

const EMPTY = { code: '', placeName: '', region: null, latitude: null, longitude: null };

export default function PostCodeCreate({ csv }: PageProps['admin/post-code/Create']) {
  const { t } = useTranslation();
  return (
    <>
      <Head title={t('admin.postCode.create')} />
      <BackLink href={routes.admin.postCodes.index()} label={t('admin.form.back')} />
      <PageHeader title={t('admin.postCode.create')} />
      <AdminSection title={t('admin.postCode.addOne')}>
        <PostCodeForm
          initial={EMPTY}
          submit={{ method: 'post', url: routes.admin.postCodes.index(), label: t('admin.form.create') }}
        />
      </AdminSection>
      <AdminSection title={t('admin.postCode.import')}>
        <PostCodeImport columns={csv.columns} maxRows={csv.maxRows} />
      </AdminSection>
    </>
  );
}
