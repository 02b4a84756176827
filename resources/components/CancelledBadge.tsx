import { useTranslation } from '../lib/i18n';

/** Marks a cancelled event wherever it is listed or shown. */
export function CancelledBadge() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900 dark:bg-red-950 dark:text-red-100">
      {t('events.cancelled')}
    </span>
  );
}
