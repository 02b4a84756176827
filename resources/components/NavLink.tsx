import { Link, usePage } from '@inertiajs/react';
import type { ReactNode } from 'react';
import { isCurrentUrl } from '../lib/is-current-url';

interface NavLinkProps {
  href: string;
  children: ReactNode;
  variant?: 'bar' | 'side';
}

const styles = {
  bar: {
    base: 'block rounded-lg px-3 py-2 text-sm font-medium',
    idle: 'text-gray-700 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white',
    current: 'bg-gray-100 text-gray-900 dark:bg-gray-800 dark:text-white',
  },
  side: {
    base: 'block rounded-lg px-3 py-2 text-sm font-medium',
    idle: 'text-gray-700 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white',
    current: 'bg-indigo-50 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200',
  },
} as const;

/** A navigation link that marks itself with aria-current when the page is at or below its URL. */
export function NavLink({ href, children, variant = 'bar' }: NavLinkProps) {
  const { url } = usePage();
  const current = isCurrentUrl(url, href);
  const style = styles[variant];
  return (
    <Link
      href={href}
      aria-current={current ? 'page' : undefined}
      className={`${style.base} ${current ? style.current : style.idle}`}
    >
      {children}
    </Link>
  );
}
