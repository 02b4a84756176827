import { Link } from '@inertiajs/react';
import type { ReactNode } from 'react';

/** A link in running text; with `method`, a button that sends that request and looks the same. */
export function TextLink({ href, method, children }: { href: string; method?: 'delete'; children: ReactNode }) {
  return (
    <Link
      href={href}
      {...(method ? { method, as: 'button' } : {})}
      className="font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
    >
      {children}
    </Link>
  );
}
