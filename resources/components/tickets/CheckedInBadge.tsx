import { useTranslation } from '../../lib/i18n';

export function CheckedInBadge({ checkedInAt }: { checkedInAt: string | null }) {
  const { t } = useTranslation();
  return checkedInAt ? (
    <span className="rounded-full bg-green-100 px-2.5 py-1 text-xs font-semibold text-green-900 dark:bg-green-900 dark:text-green-100">
      {t('tickets.checkedIn')}
    </span>
  ) : (
    <span className="rounded-full bg-gray-200 px-2.5 py-1 text-xs font-semibold text-gray-800 dark:bg-gray-700 dark:text-gray-100">
      {t('tickets.notCheckedIn')}
    </span>
  );
}
