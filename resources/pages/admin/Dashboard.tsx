import { Deferred, Head } from '@inertiajs/react';
import { AdminSection } from '../../components/admin/AdminSection';
import { WeekSummary } from '../../components/admin/WeekSummary';
import { DoorEventList } from '../../components/scanner/DoorEventList';
import { Card } from '../../components/ui/Card';
import { CardGrid } from '../../components/ui/CardGrid';
import { PageHeader } from '../../components/ui/PageHeader';
import { SkeletonGrid } from '../../components/ui/SkeletonGrid';
import { useSharedProps } from '../../hooks/use-shared-props';
import { adminSectionsFor } from '../../layouts/admin-sections';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import type { PageProps } from '../../../common/types/pages';

/**
 * The administration's front page: this week's figures (deferred: a skeleton until they come), the sections this member may open (the sidebar
 * shows them too) and, for those who may scan tickets (the server sends `doorEvents` only to them), the events at the door.
 */
export default function AdminDashboard({ week, doorEvents }: PageProps['admin/Dashboard']) {
  const { t } = useTranslation();
  const { auth } = useSharedProps();
  // The sidebar's "Scan tickets" entry leads here; as a card it would only link to this page.
  const sections = adminSectionsFor(auth.user?.permissions ?? []).filter(
    (section) => section.href !== routes.admin.door(),
  );
  return (
    <>
      <Head title={t('admin.title')} />
      <PageHeader title={t('admin.title')} description={t('admin.home.intro')} />
      <Deferred
        data="week"
        fallback={
          <AdminSection title={t('admin.home.week')}>
            <SkeletonGrid label={t('admin.home.weekLoading')} count={3} />
          </AdminSection>
        }
      >
        {week && <WeekSummary week={week} />}
      </Deferred>
      {sections.length > 0 && (
        <AdminSection title={t('admin.sections')}>
          <CardGrid
            items={sections}
            itemKey={(section) => section.href}
            empty={t('admin.list.empty')}
            renderItem={(section) => <Card href={section.href} title={t(section.label)} headingLevel="h3" />}
          />
        </AdminSection>
      )}
      {doorEvents && <DoorEventList events={doorEvents} />}
    </>
  );
}
