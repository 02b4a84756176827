import type { ReactNode } from 'react';

/** The row of buttons under a settings form. */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-center gap-3 pt-1">{children}</div>;
}
