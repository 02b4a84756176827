import { useId, type ReactNode } from 'react';

/** A titled part of an admin show page; `anchor` lets a redirect land on it (`#anchor`). */
export function AdminSection({ title, anchor, children }: { title: string; anchor?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section id={anchor} aria-labelledby={id} className="mt-10 scroll-mt-20">
      <h2 id={id} className="mb-4 text-xl font-semibold text-gray-900 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}
