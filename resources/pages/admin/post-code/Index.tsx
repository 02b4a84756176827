import { Link } from '@inertiajs/react';
import { AdminIndex, type Column } from '../../../components/admin/AdminIndex';
import { useTranslation } from '../../../lib/i18n';
import { routes } from '../../../lib/routes';
import type { PostCodeSummary } from '../../../../common/types/locations';
import type { PageProps } from '../../../../common/types/pages';

export default function PostCodeIndex({ postCodes, filters }: PageProps['admin/post-code/Index']) {
  const { t } = useTranslation();
  const columns: Column<PostCodeSummary>[] = [
    {
      label: t('admin.postCode.code'),
      sort: 'code',
      cell: (postCode) => (
        <Link
          href={routes.admin.postCodes.edit(postCode.id)}
          className="font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
        >
          {postCode.code}
        </Link>
      ),
    },
    { label: t('admin.postCode.placeName'), sort: 'placeName', cell: (postCode) => postCode.placeName },
    { label: t('admin.postCode.region'), sort: 'region', cell: (postCode) => postCode.region ?? '' },
    { label: t('admin.postCode.locationsCount'), sort: 'locations', cell: (postCode) => postCode.locationsCount },
    { label: t('admin.postCode.membersCount'), cell: (postCode) => postCode.membersCount },
  ];
  return (
    <AdminIndex
      title={t('admin.postCode.index')}
      url={routes.admin.postCodes.index()}
      list={postCodes}
      filters={filters}
      columns={columns}
      rowKey={(postCode) => postCode.id}
      create={{ href: routes.admin.postCodes.create(), label: t('admin.postCode.create') }}
    />
  );
}
