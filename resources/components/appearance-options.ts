import type { TranslationKey } from '../lib/i18n';
import type { Appearance } from '../../common/types/shared';
import { MonitorIcon, MoonIcon, SunIcon } from './icons';

/** Label and icon of each appearance, shared by the header toggle and the settings page. */
export const appearanceOptions = {
  light: { label: 'theme.light', Icon: SunIcon },
  dark: { label: 'theme.dark', Icon: MoonIcon },
  system: { label: 'theme.system', Icon: MonitorIcon },
} as const satisfies Record<Appearance, { label: TranslationKey; Icon: typeof SunIcon }>;
