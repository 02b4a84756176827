import { useSyncExternalStore } from 'react';

/** Narrower than Tailwind's `sm` breakpoint: a phone held upright. */
const NARROW = '(max-width: 639.98px)';

const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(NARROW) : null);

function subscribe(listener: () => void): () => void {
  const media = query();
  media?.addEventListener('change', listener);
  return () => media?.removeEventListener('change', listener);
}

/** Whether the screen is phone-narrow, following it as it turns or resizes. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
