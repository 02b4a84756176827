import type { ReactNode } from 'react';

const tones = {
  neutral: 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-100',
  info: 'bg-indigo-100 text-indigo-900 dark:bg-indigo-950 dark:text-indigo-100',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
} as const;

interface BadgeProps {
  tone?: keyof typeof tones;
  /** A long label (one holding a date) breaks over lines on a phone rather than run out of its card. */
  long?: boolean;
  children: ReactNode;
}

/** A small label beside a name: built-in, verified, minor… */
export function Badge({ tone = 'neutral', long = false, children }: BadgeProps) {
  const wrapping = long ? 'max-sm:rounded-md max-sm:whitespace-normal' : '';
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${wrapping} ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
