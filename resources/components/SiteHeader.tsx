import { useTranslation } from '../lib/i18n';
import { routes } from '../lib/routes';
import { AccountNav } from './AccountNav';
import { BrandLink } from './BrandLink';
import { NavLink } from './NavLink';
import { ThemeToggle } from './ThemeToggle';
import { Container } from './ui/Container';

export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className="border-b border-gray-200 bg-white/90 backdrop-blur dark:border-gray-800 dark:bg-gray-950/90">
      <Container className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
        <BrandLink />
        <nav aria-label={t('nav.main')} className="order-last w-full sm:order-none sm:w-auto">
          <ul className="flex flex-wrap items-center gap-1">
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
        <div className="flex items-center gap-1">
          <ThemeToggle />
          <nav aria-label={t('nav.account')}>
            <AccountNav />
          </nav>
        </div>
      </Container>
    </header>
  );
}
