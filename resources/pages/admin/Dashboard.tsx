import { Head } from '@inertiajs/react';
import { Card } from '../../components/ui/Card';
import { CardGrid } from '../../components/ui/CardGrid';
import { PageHeader } from '../../components/ui/PageHeader';
import { useSharedProps } from '../../hooks/use-shared-props';
import { adminSectionsFor } from '../../layouts/admin-sections';
import { useTranslation } from '../../lib/i18n';

/** The administration's front page: the sections this member may open (the sidebar shows them too). */
export default function AdminDashboard() {
  const { t } = useTranslation();
  const { auth } = useSharedProps();
  return (
    <>
      <Head title={t('admin.title')} />
      <PageHeader title={t('admin.title')} description={t('admin.home.intro')} />
      <CardGrid
        items={adminSectionsFor(auth.user?.permissions ?? [])}
        itemKey={(section) => section.href}
        empty={t('admin.list.empty')}
        renderItem={(section) => <Card href={section.href} title={t(section.label)} headingLevel="h2" />}
      />
    </>
  );
}
