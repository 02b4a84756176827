import { Link } from '@inertiajs/react';
import type { ReactNode } from 'react';

export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300">
      {children}
    </Link>
  );
}
