import { useDisclosure } from '../hooks/use-disclosure';
import { useTranslation } from '../lib/i18n';
import { routes } from '../lib/routes';
import { AccountNav } from './AccountNav';
import { BrandLink } from './BrandLink';
import { MenuIcon } from './icons';
import { NavLink } from './NavLink';
import { ThemeToggle } from './ThemeToggle';
import { Container } from './ui/Container';

/**
 * The site bar. From `lg` it shows everything in one row; below, one compact row (brand, theme,
 * menu button) and the same navigation in a panel the button discloses, so each link exists once.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const menu = useDisclosure({ menu: true });
  return (
    <header className="border-b border-gray-200 bg-white/90 backdrop-blur dark:border-gray-800 dark:bg-gray-950/90">
      <Container className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
        <BrandLink />
        <div className="flex items-center gap-1 lg:hidden">
          <ThemeToggle />
          <button
            {...menu.buttonProps}
            className="inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white"
          >
            <MenuIcon />
            {t('nav.menu')}
          </button>
        </div>
        <div
          {...menu.panelProps}
          className={`${menu.open ? 'flex' : 'hidden'} w-full flex-col gap-2 border-t border-gray-200 pt-2 lg:flex lg:w-auto lg:flex-1 lg:flex-row lg:items-center lg:justify-between lg:gap-6 lg:border-0 lg:pt-0 dark:border-gray-800`}
        >
          <nav aria-label={t('nav.main')}>
            <ul className="flex flex-col gap-1 lg:flex-row lg:items-center">
              <li>
                <NavLink href={routes.events.index()}>{t('nav.events')}</NavLink>
              </li>
              <li>
                <NavLink href={routes.blog.index()}>{t('nav.blog')}</NavLink>
              </li>
              <li>
                <NavLink href={routes.locations.index()}>{t('nav.locations')}</NavLink>
              </li>
            </ul>
          </nav>
          <div className="flex items-center gap-1 border-t border-gray-200 pt-2 lg:border-0 lg:pt-0 dark:border-gray-800">
            <span className="hidden lg:block">
              <ThemeToggle />
            </span>
            <nav aria-label={t('nav.account')} className="w-full lg:w-auto">
              <AccountNav />
            </nav>
          </div>
        </div>
      </Container>
    </header>
  );
}
