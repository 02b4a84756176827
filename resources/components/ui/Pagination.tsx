import { Link } from '@inertiajs/react';
import { useTranslation } from '../../lib/i18n';
import type { Paginated } from '../../../common/types/list';

const linkClass = 'rounded-lg px-3 py-1.5 text-sm font-medium';
const idle = `${linkClass} text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800`;
const current = `${linkClass} bg-indigo-700 text-white dark:bg-indigo-400 dark:text-gray-950`;
const disabled = `${linkClass} text-gray-500 dark:text-gray-400`;

/**
 * "Showing x to y of z" and the page links the server built (they keep the list's query string). The
 * links keep the scroll position unless told not to (a page scrolled far down shows its new page's top).
 */
export function Pagination<Item>({ list, preserveScroll = true }: { list: Paginated<Item>; preserveScroll?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 flex flex-col items-center justify-between gap-4 sm:flex-row">
      {/* A status: filtering or paging changes it, and screen readers say the new range. */}
      <p role="status" className="text-sm text-gray-700 dark:text-gray-300">
        {t('list.showing', { from: list.from, to: list.to, total: list.total })}
      </p>
      {list.lastPage > 1 && (
        <nav aria-label={t('list.pagination')}>
          <ul className="flex items-center gap-1">
            <li>
              {list.prevUrl ? (
                <Link href={list.prevUrl} className={idle} preserveScroll={preserveScroll}>
                  {t('list.previous')}
                </Link>
              ) : (
                <span className={disabled}>{t('list.previous')}</span>
              )}
            </li>
            {list.links.map((link) => (
              <li key={link.page}>
                <Link
                  href={link.url}
                  className={link.active ? current : idle}
                  aria-current={link.active ? 'page' : undefined}
                  aria-label={t('list.page', { page: link.page })}
                  preserveScroll={preserveScroll}
                >
                  {link.page}
                </Link>
              </li>
            ))}
            <li>
              {list.nextUrl ? (
                <Link href={list.nextUrl} className={idle} preserveScroll={preserveScroll}>
                  {t('list.next')}
                </Link>
              ) : (
                <span className={disabled}>{t('list.next')}</span>
              )}
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}
