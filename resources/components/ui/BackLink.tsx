import { Link } from '@inertiajs/react';
import { ArrowLeftIcon } from '../icons';

export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <Link
      href={href}
      className="mb-6 inline-flex items-center gap-1.5 text-sm font-semibold text-indigo-700 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-200"
    >
      <ArrowLeftIcon className="size-4" />
      {label}
    </Link>
  );
}
