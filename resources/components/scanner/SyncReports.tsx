import type { SyncReport } from '../../hooks/use-door-scanner';
import { useTranslation } from '../../lib/i18n';
import { Notice } from '../ui/Notice';
import { resultLabel, scanTime, verdictText } from './verdict-text';

/** Offline scans the server judged differently once reached, e.g. checked in at another door meanwhile. */
export function SyncReports({ reports }: { reports: SyncReport[] }) {
  const { t } = useTranslation();
  if (reports.length === 0) return null;
  return (
    <section aria-labelledby="sync-reports-heading" className="mt-6">
      <Notice tone="warning">
        <h2 id="sync-reports-heading" className="font-semibold">
          {t('scanner.reports.heading')}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {reports.map((report) => {
            const server = verdictText(report.verdict, t);
            return (
              <li key={report.id}>
                {t('scanner.reports.item', {
                  time: scanTime(report.scannedAt),
                  local: resultLabel({ kind: 'offline', judgement: report.judgement }, t),
                  server: `${server.title}. ${server.detail}`,
                })}
              </li>
            );
          })}
        </ul>
      </Notice>
    </section>
  );
}
