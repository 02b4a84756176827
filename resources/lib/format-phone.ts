import type { PhoneView } from '../../common/types/settings';
import { currentLanguage, FALLBACK_LANGUAGE, type Translate } from './i18n';

/** The country's name in the page language, e.g. `NL` → "Netherlands"; the code itself if unknown. */
export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames([currentLanguage(), FALLBACK_LANGUAGE], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** "06 12345678 (Netherlands)": the national format with its country; numbers of no country in full. */
export function formatPhone(phone: PhoneView, t: Translate): string {
  if (!phone.country) return phone.international;
  return t('settings.phoneForm.inCountry', { number: phone.national, country: countryName(phone.country) });
}
