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
  return (
    <nav aria-label={label}>
      <ul className={`flex gap-1 ${vertical ? 'flex-col' : 'overflow-x-auto md:flex-col'}`}>
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
