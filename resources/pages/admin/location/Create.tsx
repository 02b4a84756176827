import { Head } from '@inertiajs/react';
import { LocationForm } from '../../../components/admin/LocationForm';
import { BackLink } from '../../../components/ui/BackLink';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useTranslation } from '../../../lib/i18n';
import { routes } from '../../../lib/routes';

const EMPTY = {
  name: '',
  slug: '',
  description: '',
  streetAddress: '',
  postCode: null,
  latitude: null,
  longitude: null,
  capacity: null,
  capacityIsHardLimit: false,
  published: false,
  featured: false,
};

export default function LocationCreate() {
  const { t } = useTranslation();
  return (
    <>
      <Head title={t('admin.location.create')} />
      <BackLink href={routes.admin.locations.index()} label={t('admin.form.back')} />
      <PageHeader title={t('admin.location.create')} />
      <LocationForm
        initial={EMPTY}
        submit={{ method: 'post', url: routes.admin.locations.index(), label: t('admin.form.create') }}
      />
    </>
  );
}
