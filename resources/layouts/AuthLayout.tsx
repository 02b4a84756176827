import type { ReactNode } from 'react';
import { BrandLink } from '../components/BrandLink';
import { FlashToasts } from '../components/FlashToasts';
import { MAIN_ID, SkipLink } from '../components/SkipLink';
import { ThemeToggle } from '../components/ThemeToggle';

/** A centred card for the account pages (log in, register, password reset…). */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-gray-50 dark:bg-gray-950">
      <SkipLink />
      <header className="flex items-center justify-between px-4 py-4 sm:px-8">
        <BrandLink />
        <ThemeToggle />
      </header>
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 focus:outline-none sm:items-center"
      >
        <FlashToasts />
        <div className="w-full max-w-md rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8 dark:border-gray-800 dark:bg-gray-900">
          {children}
        </div>
      </main>
    </div>
  );
}
