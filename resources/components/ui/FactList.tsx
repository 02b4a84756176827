import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

/**
 * Key facts of a record (when, where, places…) as a description list. Its columns follow the width
 * it is given, not the window's: in a narrow card on a wide screen three columns squeeze each fact.
 */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <div className="@container">
      <dl className="grid gap-4 rounded-2xl border border-gray-200 bg-gray-50 p-5 @md:grid-cols-2 @2xl:grid-cols-3 dark:border-gray-800 dark:bg-gray-900">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-sm font-medium text-gray-600 dark:text-gray-300">{fact.label}</dt>
            <dd className="mt-1 text-gray-900 dark:text-white">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
