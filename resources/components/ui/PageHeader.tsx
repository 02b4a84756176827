import type { ReactNode } from 'react';

/** The page's single h1 with an optional lead paragraph. */
export function PageHeader({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <header className="mb-10">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl dark:text-white">{title}</h1>
      {description && <p className="mt-3 max-w-2xl text-lg text-gray-600 dark:text-gray-300">{description}</p>}
      {children}
    </header>
  );
}
