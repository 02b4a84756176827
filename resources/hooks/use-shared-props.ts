import { usePage } from '@inertiajs/react';
import type { SharedProps } from '../../common/types/shared';

/** The props every page receives (appName, auth, flash, errors, appearance), typed. */
export function useSharedProps(): SharedProps {
  return usePage().props as unknown as SharedProps;
}
