import type { ButtonHTMLAttributes } from 'react';

export const buttonClasses =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-indigo-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-indigo-800 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-indigo-500 dark:text-gray-950 dark:hover:bg-indigo-400';

export function Button({ className = '', type = 'button', ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={`${buttonClasses} ${className}`} {...props} />;
}
