import type { ReactNode } from 'react';
import { SectionsDrawer } from '../components/SectionsDrawer';
import { SideNav, type SideNavItem } from '../components/SideNav';

/**
 * Section navigation beside the page content, inside the public shell (settings and admin areas).
 * Below `md` the sections scroll sideways above the content, or, with `drawer`, open from a button.
 */
export function SidebarFrame({
  label,
  items,
  drawer = false,
  children,
}: {
  label: string;
  items: readonly SideNavItem[];
  drawer?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`flex flex-col md:flex-row md:gap-12 ${drawer ? 'gap-4' : 'gap-8'}`}>
      {drawer && (
        <div className="md:hidden">
          <SectionsDrawer label={label} items={items} />
        </div>
      )}
      <aside className={`md:w-52 md:shrink-0 ${drawer ? 'hidden md:block' : ''}`}>
        <p className="mb-3 px-3 text-xs font-semibold tracking-wider text-gray-600 uppercase dark:text-gray-300">
          {label}
        </p>
        <SideNav label={label} items={items} />
      </aside>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
