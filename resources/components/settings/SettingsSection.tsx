import { useId, type ReactNode } from 'react';

/** A titled part of a settings page (an h2 under the page's h1), labelled by its heading. */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="mt-12 border-t border-gray-200 pt-10 first:mt-0 first:border-0 first:pt-0 dark:border-gray-800"
    >
      <h2 id={id} className="text-xl font-semibold tracking-tight text-gray-900 dark:text-white">
        {title}
      </h2>
      {description && <p className="mt-2 text-sm text-gray-600 dark:text-gray-300">{description}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}
