import type { ComponentType, ReactNode } from 'react';
import { AdminLayout } from './AdminLayout';
import { AuthLayout } from './AuthLayout';
import { PublicLayout } from './PublicLayout';
import { SettingsLayout } from './SettingsLayout';

export type Layout = ComponentType<{ children: ReactNode }>;

const layoutsByPrefix: ReadonlyArray<readonly [prefix: string, layout: Layout]> = [
  ['auth/', AuthLayout],
  ['guardian/', AuthLayout],
  ['door/', AuthLayout],
  ['settings/', SettingsLayout],
  ['admin/', AdminLayout],
];

/** The layout of a page, chosen by its component name (ARCHITECTURE rule 8); `Error` uses the public shell. */
export function resolveLayout(name: string): Layout {
  return layoutsByPrefix.find(([prefix]) => name.startsWith(prefix))?.[1] ?? PublicLayout;
}
