import { useCallback, useEffect, useSyncExternalStore } from 'react';
import {
  applyAppearance,
  getAppearance,
  onSystemThemeChange,
  setAppearance,
  subscribeAppearance,
} from '../lib/appearance';
import type { Appearance } from '../../common/types/shared';

export interface UseAppearance {
  appearance: Appearance;
  updateAppearance: (appearance: Appearance) => void;
}

export function useAppearance(): UseAppearance {
  const appearance = useSyncExternalStore(subscribeAppearance, getAppearance, getAppearance);

  useEffect(() => {
    if (appearance !== 'system') return undefined;
    return onSystemThemeChange(() => applyAppearance('system'));
  }, [appearance]);

  const updateAppearance = useCallback((next: Appearance) => setAppearance(next), []);

  return { appearance, updateAppearance };
}
