import type { SideNavItem } from '../components/SideNav';
import { routes } from '../lib/routes';

export const SETTINGS_SECTIONS: readonly SideNavItem[] = [
  { label: 'settings.profile', href: routes.settings.profile() },
  { label: 'settings.password', href: routes.settings.password() },
  { label: 'settings.sessions', href: routes.settings.sessions() },
  { label: 'settings.twoFactor', href: routes.settings.twoFactor() },
  { label: 'settings.passkeys', href: routes.settings.passkeys() },
  { label: 'settings.appearance', href: routes.settings.appearance() },
  { label: 'settings.phone', href: routes.settings.phone() },
  { label: 'settings.guardian', href: routes.settings.guardian() },
  { label: 'settings.care', href: routes.settings.care() },
  { label: 'settings.family', href: routes.settings.family() },
  { label: 'settings.calendar', href: routes.settings.calendar() },
];
