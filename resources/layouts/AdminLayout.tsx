import type { ReactNode } from 'react';
import { useSharedProps } from '../hooks/use-shared-props';
import { useTranslation } from '../lib/i18n';
import { adminSectionsFor } from './admin-sections';
import { PublicLayout } from './PublicLayout';
import { SidebarFrame } from './SidebarFrame';

export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { auth } = useSharedProps();
  return (
    <PublicLayout>
      <SidebarFrame label={t('admin.nav')} drawer items={adminSectionsFor(auth.user?.permissions ?? [])}>
        {children}
      </SidebarFrame>
    </PublicLayout>
  );
}
