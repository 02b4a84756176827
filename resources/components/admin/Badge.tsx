import type { ReactNode } from 'react';

const tones = {
  neutral: 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-100',
  info: 'bg-indigo-100 text-indigo-900 dark:bg-indigo-950 dark:text-indigo-100',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
} as const;

/** A small label beside a name: built-in, verified, minor… */
export function Badge({ tone = 'neutral', children }: { tone?: keyof typeof tones; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
