import { useAppearance } from '../hooks/use-appearance';
import { APPEARANCES } from '../lib/appearance';
import { useTranslation } from '../lib/i18n';
import { appearanceOptions } from './appearance-options';

/** Native radios in a fieldset: arrow keys move between options and the legend names the group. */
export function AppearanceRadioGroup() {
  const { t } = useTranslation();
  const { appearance, updateAppearance } = useAppearance();

  return (
    <fieldset>
      <legend className="mb-3 text-sm font-medium text-gray-900 dark:text-gray-100">
        {t('settings.appearanceForm.legend')}
      </legend>
      <div className="inline-flex flex-wrap gap-2 rounded-xl bg-gray-100 p-1 dark:bg-gray-800">
        {APPEARANCES.map((value) => {
          const { label, Icon } = appearanceOptions[value];
          return (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-2 rounded-lg px-4 py-2 text-sm font-medium text-gray-700 has-checked:bg-white has-checked:text-gray-900 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-indigo-600 dark:text-gray-300 dark:has-checked:bg-gray-950 dark:has-checked:text-white dark:has-focus-visible:outline-indigo-400"
            >
              <input
                type="radio"
                name="appearance"
                value={value}
                checked={appearance === value}
                onChange={() => updateAppearance(value)}
                className="sr-only"
              />
              <Icon className="size-4" />
              {t(label)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
