import { useTranslation } from '../../lib/i18n';
import { toneOf, type ScanEntry } from '../../lib/scanner/scan-results';
import type { VerdictTone } from '../../lib/scanner/feedback';
import { GUARDIAN_RELATIONSHIPS, type GuardianRelationship } from '../../../common/guardian-relationships';
import { CareIcons } from './CareIcons';

const isGuardianRelationship = (value: string): value is GuardianRelationship =>
  (GUARDIAN_RELATIONSHIPS as readonly string[]).includes(value);
import { entryText } from './verdict-text';
import { VerdictIcon } from './VerdictIcon';

const TONE_CLASSES: Record<VerdictTone, string> = {
  good: 'bg-green-700 text-white dark:bg-green-800',
  warning: 'bg-amber-400 text-gray-950 dark:bg-amber-300',
  bad: 'bg-red-700 text-white dark:bg-red-800',
};

/**
 * The last scan's verdict, big enough to read at arm's length: colour, icon and words together, and
 * announced by screen readers (the live region is always present; each scan's words are a new node in
 * it, so a verdict the same as the last one is announced again). On phones a fresh verdict covers the
 * screen until `overlay` says it has cleared (or Escape, typing or "Next scan" clear it); between scans
 * only the camera shows.
 */
export function VerdictPanel({
  entry,
  repeated = false,
  overlay,
}: {
  entry: ScanEntry | null;
  repeated?: boolean;
  overlay: { shown: boolean; dismiss: () => void };
}) {
  const { t } = useTranslation();
  const tone = entry ? toneOf(entry.result) : null;
  const text = entry ? entryText(entry, t) : null;
  const valid = entry?.verdict?.outcome === 'valid' ? entry.verdict : null;
  const minor = valid?.minor ? valid : null;
  // Offline, the door list names the holder and says whether they are a minor; contacts stay on the server.
  const listed = entry?.result.kind === 'offline' ? entry.result.listed : null;
  return (
    <section
      aria-labelledby="verdict-heading"
      data-overlay={overlay.shown ? 'shown' : 'cleared'}
      className={
        overlay.shown
          ? 'max-lg:fixed max-lg:inset-0 max-lg:z-50 max-lg:flex max-lg:flex-col max-lg:overflow-y-auto'
          : 'max-lg:sr-only'
      }
    >
      <h2 id="verdict-heading" className="sr-only">
        {t('scanner.verdict.heading')}
      </h2>
      <div
        aria-live="assertive"
        aria-atomic="true"
        data-tone={tone ?? 'none'}
        className={`flex min-h-48 items-center gap-6 p-6 max-lg:flex-1 max-lg:flex-col max-lg:justify-center max-lg:text-center lg:rounded-2xl ${tone ? TONE_CLASSES[tone] : 'bg-gray-100 text-gray-900 dark:bg-gray-800 dark:text-gray-100'}`}
      >
        {tone && <VerdictIcon tone={tone} className="size-20 shrink-0" />}
        <div key={entry?.id ?? 'waiting'} data-scan={entry?.id}>
          <p className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            {text?.title ?? t('scanner.verdict.waiting')}
          </p>
          {text?.detail && <p className="mt-2 text-xl font-semibold">{text.detail}</p>}
          {repeated && (
            <p className="mt-3 inline-block rounded-lg bg-white/90 px-3 py-1 text-base font-bold text-gray-950">
              {t('scanner.verdict.justScanned')}
            </p>
          )}
          {minor?.collectors && (
            <div className="mt-3 rounded-lg bg-white/90 px-3 py-2 text-lg font-bold text-gray-950">
              <p>{t('scanner.verdict.collectors', { name: minor.attendeeName })}</p>
              {minor.collectors.length === 0 ? (
                <p>{t('scanner.verdict.noCollectors')}</p>
              ) : (
                <ul aria-label={t('scanner.verdict.collectors', { name: minor.attendeeName })}>
                  {minor.collectors.map((collector) => (
                    <li key={`${collector.kind}-${collector.name}-${collector.phone}`}>
                      {t('scanner.verdict.collector', {
                        name: collector.name,
                        relationship:
                          collector.kind === 'guardian' && isGuardianRelationship(collector.relationship)
                            ? t(`guardian.relationships.${collector.relationship}`)
                            : collector.relationship,
                        phone: collector.phone,
                      })}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
          {minor && !minor.collectors && (
            <p className="mt-3 rounded-lg bg-white/90 px-3 py-2 text-lg font-bold text-gray-950">
              {t('scanner.verdict.minor')}:{' '}
              {minor.guardian
                ? t('scanner.verdict.guardian', {
                    name: minor.guardian.name,
                    relationship: t(`guardian.relationships.${minor.guardian.relationship}`),
                    phone: minor.guardian.phone,
                  })
                : t('scanner.verdict.noGuardian')}
            </p>
          )}
          {valid?.care && <CareIcons care={valid.care} />}
          {listed?.minor && (
            <p className="mt-3 rounded-lg bg-white/90 px-3 py-2 text-lg font-bold text-gray-950">
              {t('scanner.verdict.minor')}: {t('scanner.verdict.minorOffline')}
            </p>
          )}
          {listed?.care && <CareIcons care={listed.care} />}
        </div>
      </div>
      {overlay.shown && (
        <button
          type="button"
          onClick={overlay.dismiss}
          className="bg-gray-950 py-5 text-lg font-bold text-white focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-white lg:hidden"
        >
          {t('scanner.verdict.next')}
        </button>
      )}
    </section>
  );
}
