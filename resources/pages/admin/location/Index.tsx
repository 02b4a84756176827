import { Link } from '@inertiajs/react';
import { AdminIndex, type Column } from '../../../components/admin/AdminIndex';
import { Badge } from '../../../components/admin/Badge';
import { DeletedBadge } from '../../../components/admin/DeletedBadge';
import { TrashedFilter } from '../../../components/admin/TrashedFilter';
import { SelectField } from '../../../components/ui/SelectField';
import { formatDate } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/i18n';
import { routes } from '../../../lib/routes';
import type { AdminLocationSummary } from '../../../../common/types/locations';
import type { PageProps } from '../../../../common/types/pages';

export default function LocationIndex({ locations, filters }: PageProps['admin/location/Index']) {
  const { t } = useTranslation();
  const columns: Column<AdminLocationSummary>[] = [
    {
      label: t('admin.form.name'),
      sort: 'name',
      cell: (location) => (
        <span className="flex flex-wrap items-center gap-2">
          <Link
            href={routes.admin.locations.edit(location.id)}
            className="font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
          >
            {location.name}
          </Link>
          <DeletedBadge deletedAt={location.deletedAt} />
          {location.featured && <Badge tone="info">{t('admin.location.featured')}</Badge>}
        </span>
      ),
    },
    { label: t('admin.location.place'), sort: 'place', cell: (location) => location.placeName },
    {
      label: t('admin.location.published'),
      cell: (location) => (
        <Badge tone={location.published ? 'info' : 'neutral'}>
          {t(location.published ? 'admin.location.publishedYes' : 'admin.location.publishedNo')}
        </Badge>
      ),
    },
    { label: t('admin.location.updated'), sort: 'updatedAt', cell: (location) => formatDate(location.updatedAt) },
  ];
  return (
    <AdminIndex
      title={t('admin.location.index')}
      url={routes.admin.locations.index()}
      list={locations}
      filters={filters}
      columns={columns}
      rowKey={(location) => location.id}
      create={{ href: routes.admin.locations.create(), label: t('admin.location.create') }}
      filterControls={(values, update) => (
        <>
          <SelectField
            label={t('admin.location.published')}
            name="published"
            value={String(values.published ?? '')}
            options={[
              { value: '', label: t('admin.list.any') },
              { value: 'yes', label: t('admin.location.publishedYes') },
              { value: 'no', label: t('admin.location.publishedNo') },
            ]}
            onChange={(event) => update('published', event.target.value)}
          />
          <TrashedFilter value={values.trashed} onChange={(value) => update('trashed', value)} />
        </>
      )}
    />
  );
}
