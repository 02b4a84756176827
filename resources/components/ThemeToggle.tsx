import { useAppearance } from '../hooks/use-appearance';
import { useTranslation } from '../lib/i18n';
import type { Appearance } from '../../common/types/shared';
import { appearanceOptions } from './appearance-options';

const nextAppearance: Record<Appearance, Appearance> = { light: 'dark', dark: 'system', system: 'light' };

/** One button that cycles light → dark → system; available to every visitor. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { appearance, updateAppearance } = useAppearance();
  const next = nextAppearance[appearance];
  const { Icon } = appearanceOptions[appearance];
  return (
    <button
      type="button"
      onClick={() => updateAppearance(next)}
      aria-label={t('theme.toggle', {
        current: t(appearanceOptions[appearance].label),
        next: t(appearanceOptions[next].label),
      })}
      className="rounded-lg p-2 text-gray-700 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white"
    >
      <Icon />
    </button>
  );
}
