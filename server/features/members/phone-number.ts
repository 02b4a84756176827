import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';
import type { PhoneView } from '../../../common/types/settings.js';

/**
 * Phone numbers are entered in international format: `+` (or `00`) and the country code, then the
 * number, spaces and dashes allowed (`+31 6 12345678`). That works for members of any country without
 * a country picker; the full ("max") metadata checks the number against its country's numbering plan.
 */
const MAX_INPUT_LENGTH = 32;

/** The number in E.164 (`+31612345678`), or null when it is not a valid international number. */
export function toE164(input: string): string | null {
  const international = input.trim().replace(/^00/, '+');
  if (!international.startsWith('+')) return null;
  const parsed = parsePhoneNumberFromString(international);
  // E.164 has no room for an extension, so a number with one is refused rather than cut short.
  if (!parsed || !parsed.isValid() || parsed.ext) return null;
  return parsed.number;
}

/** A stored E.164 number as pages show it. */
export function presentPhone(e164: string): PhoneView {
  const parsed = parsePhoneNumberFromString(e164);
  return {
    e164,
    national: parsed?.formatNational() ?? e164,
    international: parsed?.formatInternational() ?? e164,
    country: parsed?.country ?? null,
  };
}

const INVALID =
  'Enter a valid phone number in international format, starting with + and the country code (e.g. +31 6 12345678).';

/** A form field holding a phone number; its output is the number in E.164. */
export const phoneNumberField = z
  .string('Enter a phone number.')
  .trim()
  .min(1, 'Enter a phone number.')
  .max(MAX_INPUT_LENGTH, `Use at most ${MAX_INPUT_LENGTH} characters.`)
  .transform((input, context) => {
    const e164 = toE164(input);
    if (e164) return e164;
    context.addIssue({ code: 'custom', message: INVALID });
    return z.NEVER;
  });
