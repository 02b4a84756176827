import { Link } from '@inertiajs/react';
import { ArrowRightIcon } from '../icons';

interface SectionHeadingProps {
  id: string;
  title: string;
  link?: { href: string; label: string };
}

/** An h2 that labels its section (use `id` as the section's aria-labelledby) with an optional "all" link. */
export function SectionHeading({ id, title, link }: SectionHeadingProps) {
  return (
    <div className="mb-6 flex items-end justify-between gap-4">
      <h2 id={id} className="text-2xl font-semibold tracking-tight text-gray-900 dark:text-white">
        {title}
      </h2>
      {link && (
        <Link
          href={link.href}
          className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold whitespace-nowrap text-indigo-700 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-200"
        >
          {link.label}
          <ArrowRightIcon className="size-4" />
        </Link>
      )}
    </div>
  );
}
