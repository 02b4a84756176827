import { useTranslation } from '../../lib/i18n';
import type { ScanEntry } from '../../lib/scanner/scan-results';
import { resultLabel, scanTime } from './verdict-text';

export function RecentScans({ entries }: { entries: ScanEntry[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="recent-scans-heading" className="mt-8">
      <h2 id="recent-scans-heading" className="text-lg font-semibold text-gray-900 dark:text-white">
        {t('scanner.recent.heading')}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-gray-600 dark:text-gray-300">{t('scanner.recent.empty')}</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <thead className="text-gray-600 dark:text-gray-300">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                {t('scanner.recent.time')}
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                {t('scanner.recent.attendee')}
              </th>
              <th scope="col" className="py-2 font-medium">
                {t('scanner.recent.result')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200 text-gray-900 dark:divide-gray-700 dark:text-gray-100">
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td className="py-2 pr-4 whitespace-nowrap tabular-nums">
                  <time dateTime={entry.at}>{scanTime(entry.at)}</time>
                </td>
                <td className="py-2 pr-4">{entry.attendeeName ?? t('scanner.recent.nobody')}</td>
                <td className="py-2">
                  {entry.undone
                    ? t('scanner.recent.undone', { result: resultLabel(entry.result, t) })
                    : resultLabel(entry.result, t)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
