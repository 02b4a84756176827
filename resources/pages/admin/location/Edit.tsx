import { Head, Link } from '@inertiajs/react';
import { DeleteButton } from '../../../components/admin/DeleteButton';
import { DeletedNotice } from '../../../components/admin/DeletedNotice';
import { LocationForm } from '../../../components/admin/LocationForm';
import { BackLink } from '../../../components/ui/BackLink';
import { buttonClasses } from '../../../components/ui/Button';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useTranslation } from '../../../lib/i18n';
import { routes } from '../../../lib/routes';
import type { PageProps } from '../../../../common/types/pages';

export default function LocationEdit({ location }: PageProps['admin/location/Edit']) {
  const { t } = useTranslation();
  const title = t('admin.location.edit', { name: location.name });
  const live = location.deletedAt === null;
  return (
    <>
      <Head title={title} />
      <BackLink href={routes.admin.locations.index()} label={t('admin.form.back')} />
      <PageHeader title={title}>
        <div className="mt-6 flex flex-wrap gap-3">
          {live && location.published && (
            <Link href={routes.locations.show(location.slug)} className={buttonClasses('secondary')}>
              {t('admin.location.viewOnSite')}
            </Link>
          )}
          {live && (
            <DeleteButton
              url={routes.admin.locations.record(location.id)}
              name={location.name}
              confirmation={t('admin.trashed.confirmDelete', { name: location.name })}
            />
          )}
        </div>
      </PageHeader>
      <DeletedNotice deletedAt={location.deletedAt} restoreUrl={routes.admin.locations.restore(location.id)} />
      <LocationForm
        key={location.slug}
        initial={location}
        submit={{ method: 'put', url: routes.admin.locations.record(location.id), label: t('admin.form.save') }}
      />
    </>
  );
}
