import { Link } from '@inertiajs/react';
import type { ReactNode } from 'react';

interface CardProps {
  href: string;
  title: string;
  /** Heading level inside the page outline: h3 under a section h2, h2 on an index page. */
  headingLevel?: 'h2' | 'h3';
  eyebrow?: ReactNode;
  meta?: ReactNode;
  aside?: ReactNode;
  /** A picture across the top of the card (e.g. a cover image). */
  media?: ReactNode;
  children?: ReactNode;
}

/**
 * A content card whose title link covers the whole card (via a pseudo-element), so the card is one
 * tab stop and screen readers hear only the title as the link name.
 */
export function Card({ href, title, headingLevel: Heading = 'h3', eyebrow, meta, aside, media, children }: CardProps) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-indigo-300 hover:shadow-md focus-within:ring-2 focus-within:ring-indigo-600 dark:border-gray-800 dark:bg-gray-900 dark:hover:border-indigo-500 dark:focus-within:ring-indigo-400">
      {media}
      <div className="flex flex-1 gap-4 p-5">
        {aside}
        <div className="flex min-w-0 flex-1 flex-col">
          {eyebrow && <div className="mb-1 text-sm font-medium text-indigo-700 dark:text-indigo-300">{eyebrow}</div>}
          <Heading className="text-lg font-semibold leading-snug text-gray-900 dark:text-white">
            <Link href={href} className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none">
              {title}
            </Link>
          </Heading>
          {children && <div className="mt-2 line-clamp-3 text-gray-600 dark:text-gray-300">{children}</div>}
          {meta && <div className="mt-auto pt-4 text-sm text-gray-600 dark:text-gray-400">{meta}</div>}
        </div>
      </div>
    </article>
  );
}
