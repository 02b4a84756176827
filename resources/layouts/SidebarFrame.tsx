import type { ReactNode } from 'react';
import { SideNav, type SideNavItem } from '../components/SideNav';

/** Section navigation beside the page content, inside the public shell (settings and admin areas). */
export function SidebarFrame({
  label,
  items,
  children,
}: {
  label: string;
  items: readonly SideNavItem[];
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-8 md:flex-row md:gap-12">
      <aside className="md:w-52 md:shrink-0">
        <p className="mb-3 px-3 text-xs font-semibold uppercase tracking-wider text-gray-600 dark:text-gray-300">
          {label}
        </p>
        <SideNav label={label} items={items} />
      </aside>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
