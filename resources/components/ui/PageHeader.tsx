import type { ReactNode } from 'react';

/**
 * The page's single h1 with an optional lead paragraph. `compact` keeps a phone's first screen for the
 * work (the door scanner): one line of title, the lead only for screen readers below `lg`.
 */
export function PageHeader({
  title,
  description,
  compact = false,
  children,
}: {
  title: string;
  description?: string;
  compact?: boolean;
  children?: ReactNode;
}) {
  return (
    <header className={compact ? 'mb-3 lg:mb-10' : 'mb-10'}>
      <h1
        className={`font-bold tracking-tight text-gray-900 dark:text-white ${compact ? 'truncate text-xl lg:text-4xl' : 'text-3xl sm:text-4xl'}`}
      >
        {title}
      </h1>
      {description && (
        <p className={`mt-3 max-w-2xl text-lg text-gray-600 dark:text-gray-300 ${compact ? 'max-lg:sr-only' : ''}`}>
          {description}
        </p>
      )}
      {children}
    </header>
  );
}
