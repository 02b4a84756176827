import { usePage } from '@inertiajs/react';
import { useEffect, useRef } from 'react';
import { useTranslation, type TranslationKey } from '../lib/i18n';
import { NavLink } from './NavLink';

export interface SideNavItem {
  label: TranslationKey;
  href: string;
}

/** The section navigation of the settings and admin areas: a column from `md` (or always, `vertical`). */
export function SideNav({
  label,
  items,
  vertical = false,
}: {
  label: string;
  items: readonly SideNavItem[];
  vertical?: boolean;
}) {
  const { t } = useTranslation();
  const { url } = usePage();
  const list = useRef<HTMLUListElement>(null);

  // Below `md` the sections are a row that scrolls sideways: the later ones start out of sight, so
  // the row scrolls to the current one, or a phone user cannot see where they are.
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    const offset = current.getBoundingClientRect().left - row.getBoundingClientRect().left;
    row.scrollLeft += offset - (row.clientWidth - current.offsetWidth) / 2;
  }, [url]);

  return (
    <nav aria-label={label}>
      <ul ref={list} className={`flex gap-1 ${vertical ? 'flex-col' : 'overflow-x-auto md:flex-col'}`}>
        {items.map((item) => (
          <li key={item.href} className="shrink-0">
            <NavLink href={item.href} variant="side">
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
