import { Link } from '@inertiajs/react';
import { useSharedProps } from '../hooks/use-shared-props';
import { useTranslation } from '../lib/i18n';
import { routes } from '../lib/routes';
import { NavLink } from './NavLink';
import { BUILT_IN_PERMISSIONS } from '../../common/permissions';

/** Log in / Register for guests; name, Dashboard, Settings and Log out for members. */
export function AccountNav() {
  const { auth } = useSharedProps();
  const { t } = useTranslation();

  if (!auth.user) {
    return (
      <div className="flex flex-col gap-1 lg:flex-row lg:items-center">
        <NavLink href={routes.login()}>{t('nav.login')}</NavLink>
        <NavLink href={routes.register()}>{t('nav.register')}</NavLink>
      </div>
    );
  }

  // The rule the server guards /admin with (any built-in permission), not the admin's sections, whose
  // labels load with the admin's pages.
  const { permissions } = auth.user;
  const mayOpenAdmin = BUILT_IN_PERMISSIONS.some((permission) => permissions.includes(permission));
  return (
    <div className="flex flex-col gap-1 lg:flex-row lg:items-center">
      <span className="px-3 py-2 text-sm font-semibold text-gray-900 dark:text-white">{auth.user.name}</span>
      <NavLink href={routes.dashboard()}>{t('nav.dashboard')}</NavLink>
      <NavLink href={routes.settings.profile()}>{t('nav.settings')}</NavLink>
      {mayOpenAdmin && <NavLink href={routes.admin.home()}>{t('nav.admin')}</NavLink>}
      <Link
        href={routes.logout()}
        method="post"
        as="button"
        className="rounded-lg px-3 py-2 text-left text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white"
      >
        {t('nav.logout')}
      </Link>
    </div>
  );
}
