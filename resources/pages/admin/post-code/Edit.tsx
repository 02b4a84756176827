import { Head } from '@inertiajs/react';
import { DeleteButton } from '../../../components/admin/DeleteButton';
import { PostCodeForm } from '../../../components/admin/PostCodeForm';
import { BackLink } from '../../../components/ui/BackLink';
import { Notice } from '../../../components/ui/Notice';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useTranslation } from '../../../lib/i18n';
import { routes } from '../../../lib/routes';
import type { PageProps } from '../../../../common/types/pages';

export default function PostCodeEdit({ postCode }: PageProps['admin/post-code/Edit']) {
  const { t } = useTranslation();
  const title = t('admin.postCode.edit', { code: postCode.code });
  const inUse = postCode.locationsCount + postCode.membersCount > 0;
  return (
    <>
      <Head title={title} />
      <BackLink href={routes.admin.postCodes.index()} label={t('admin.form.back')} />
      <PageHeader title={title}>
        <div className="mt-6">
          <DeleteButton url={routes.admin.postCodes.record(postCode.id)} name={postCode.code} />
        </div>
      </PageHeader>
      {inUse && (
        <div className="mb-6">
          <Notice>
            {t('admin.postCode.usage', { locations: postCode.locationsCount, members: postCode.membersCount })}
          </Notice>
        </div>
      )}
      <PostCodeForm
        key={postCode.code}
        initial={postCode}
        submit={{ method: 'put', url: routes.admin.postCodes.record(postCode.id), label: t('admin.form.save') }}
      />
    </>
  );
}
