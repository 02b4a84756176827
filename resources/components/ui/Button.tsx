import type { ButtonHTMLAttributes, Ref } from 'react';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold shadow-sm disabled:cursor-not-allowed disabled:opacity-60';

const variants = {
  primary:
    'bg-indigo-700 text-white hover:bg-indigo-800 dark:bg-indigo-400 dark:text-gray-950 dark:hover:bg-indigo-300',
  /** On a dark, coloured background such as the home page hero. */
  inverse: 'bg-white text-indigo-800 hover:bg-indigo-50',
  outlineInverse: 'text-white ring-1 ring-white/70 hover:bg-white/10',
  /** A quieter action beside a primary one, e.g. "Remove". */
  secondary:
    'bg-white text-gray-900 ring-1 ring-gray-400 hover:bg-gray-50 dark:bg-gray-900 dark:text-gray-100 dark:ring-gray-600 dark:hover:bg-gray-800',
  /** Destructive actions such as deleting a record. */
  danger: 'bg-red-700 text-white hover:bg-red-800 dark:bg-red-400 dark:text-gray-950 dark:hover:bg-red-300',
} as const;

export type ButtonVariant = keyof typeof variants;

/** Button look for <button> and for links styled as buttons. */
export function buttonClasses(variant: ButtonVariant = 'primary'): string {
  return `${base} ${variants[variant]}`;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ className = '', type = 'button', variant, ...props }: ButtonProps) {
  return <button type={type} className={`${buttonClasses(variant)} ${className}`} {...props} />;
}
