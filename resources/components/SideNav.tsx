import { useTranslation, type TranslationKey } from '../lib/i18n';
import { NavLink } from './NavLink';

export interface SideNavItem {
  label: TranslationKey;
  href: string;
}

/** The vertical section navigation of the settings and admin areas. */
export function SideNav({ label, items }: { label: string; items: readonly SideNavItem[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label}>
      <ul className="flex gap-1 overflow-x-auto md:flex-col">
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
