import { usePage } from '@inertiajs/react';
import type { FlashMessages, SharedProps } from '../../common/types/shared';

/** The props every page receives (appName, auth, errors, old input, appearance), typed. */
export function useSharedProps(): SharedProps {
  return usePage().props as unknown as SharedProps;
}

/** The flash messages of the current response (the page object's `flash`, beside the props), typed. */
export function useFlash(): FlashMessages {
  return usePage().flash as FlashMessages;
}
