import type { ReactNode } from 'react';
import { FlashToasts } from '../components/FlashToasts';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';
import { MAIN_ID, SkipLink } from '../components/SkipLink';
import { Container } from '../components/ui/Container';

export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 py-10 focus:outline-none sm:py-14">
        <FlashToasts />
        <Container>{children}</Container>
      </main>
      <SiteFooter />
    </div>
  );
}
