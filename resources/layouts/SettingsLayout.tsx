import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';
import { PublicLayout } from './PublicLayout';
import { SETTINGS_SECTIONS } from './settings-sections';
import { SidebarFrame } from './SidebarFrame';

export function SettingsLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <SidebarFrame label={t('settings.nav')} items={SETTINGS_SECTIONS}>
        <div className="max-w-2xl">{children}</div>
      </SidebarFrame>
    </PublicLayout>
  );
}
