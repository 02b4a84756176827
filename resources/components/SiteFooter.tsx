import { Link } from '@inertiajs/react';
import { useSharedProps } from '../hooks/use-shared-props';
import { useTranslation } from '../lib/i18n';
import { routes } from '../lib/routes';
import { Container } from './ui/Container';

const footerLinkClass =
  'text-gray-700 underline-offset-4 hover:text-gray-900 hover:underline dark:text-gray-300 dark:hover:text-white';

export function SiteFooter() {
  const { appName } = useSharedProps();
  const { t } = useTranslation();
  return (
    <footer className="mt-20 border-t border-gray-200 bg-gray-50 dark:border-gray-800 dark:bg-gray-900">
      <Container className="flex flex-col gap-6 py-10 text-sm sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="font-semibold text-gray-900 dark:text-white">{appName}</p>
          <p className="mt-1 text-gray-600 dark:text-gray-300">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.links')}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link href={routes.events.index()} className={footerLinkClass}>
                {t('nav.events')}
              </Link>
            </li>
            <li>
              <Link href={routes.blog.index()} className={footerLinkClass}>
                {t('nav.blog')}
              </Link>
            </li>
            <li>
              <Link href={routes.locations.index()} className={footerLinkClass}>
                {t('nav.locations')}
              </Link>
            </li>
          </ul>
        </nav>
        <p className="text-gray-600 dark:text-gray-300">
          {t('footer.copyright', { year: new Date().getFullYear(), appName })}
        </p>
      </Container>
    </footer>
  );
}
