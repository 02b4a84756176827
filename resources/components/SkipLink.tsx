import { useTranslation } from '../lib/i18n';

export const MAIN_ID = 'main';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-indigo-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3 dark:bg-gray-900 dark:text-indigo-200"
    >
      {t('nav.skipToContent')}
    </a>
  );
}
