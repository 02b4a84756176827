import { useTranslation } from '../../lib/i18n';
import type { CareFlags } from '../../../common/types/care';

const ICON_CLASS = 'size-7 shrink-0';

/** A fork and knife in a warning ring: something to know about food. */
function AllergyIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className={ICON_CLASS}
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="10" />
      <path d="M9 6v5a1.5 1.5 0 0 0 1.5 1.5V18M9 6v4M12 6v5a1.5 1.5 0 0 1-1.5 1.5M15.5 6c-1 1-1.5 2.5-1.5 4.5h1.5V18" />
    </svg>
  );
}

/** A camera, struck through when no photos are allowed. */
function CameraIcon({ struck }: { struck: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className={ICON_CLASS}
      aria-hidden="true"
    >
      <path d="M4 8h3l2-2h6l2 2h3v11H4z" />
      <circle cx="12" cy="13" r="3.5" />
      {struck && <path d="M3 3l18 18" />}
    </svg>
  );
}

/**
 * The door's care icons, each with its words (an icon alone tells a screen reader nothing): an
 * allergy or diet to ask about, and a photo choice other than `full`. Never the details themselves.
 */
export function CareIcons({ care }: { care: CareFlags }) {
  const { t } = useTranslation();
  const photosLimited = care.photoConsent !== 'full';
  if (!care.allergies && !photosLimited) return null;
  return (
    <ul aria-label={t('scanner.verdict.care')} className="mt-3 flex flex-wrap gap-2">
      {care.allergies && (
        <li className="flex items-center gap-2 rounded-lg bg-white/90 px-3 py-2 text-lg font-bold text-gray-950">
          <AllergyIcon />
          {t('scanner.verdict.careAllergies')}
        </li>
      )}
      {photosLimited && (
        <li className="flex items-center gap-2 rounded-lg bg-white/90 px-3 py-2 text-lg font-bold text-gray-950">
          <CameraIcon struck={care.photoConsent === 'none'} />
          {t(`scanner.verdict.carePhotos.${care.photoConsent}`)}
        </li>
      )}
    </ul>
  );
}
