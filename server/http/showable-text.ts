import type { z } from 'zod';
import type { ValidationErrors } from '../../common/types/shared.js';
import { SECRET_FIELD } from './secret-fields.js';

export const UNSHOWABLE_MESSAGE =
  'This text contains characters that cannot be shown (control, invisible or broken characters): remove them.';

/**
 * Characters no text field may hold: lone surrogates (not Unicode; the database refuses them), C0
 * controls other than tab and line breaks (NUL, ANSI escapes), DEL and C1 controls, bidi embeddings,
 * overrides and isolates (U+202A–202E, U+2066–2069: they reorder what a name looks like at the door and
 * in a CSV), zero-width characters (U+200B, U+200C, U+2060, U+FEFF) and the Unicode line separators.
 * U+200D (zero-width joiner) is allowed only between emoji, where it builds one emoji (👩🏽‍💻, 🏳️‍🌈).
 * Marks that only set a direction (LRM, RLM, ALM) are kept: right-to-left text needs them.
 */
const NEVER_SHOWN =
  /[\p{Surrogate}\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B\u200C\u200D\u2028\u2029\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/u;
const LINE_BREAKS_AND_TABS = /[\t\n\r]/;
const EMOJI_JOINER =
  /(?<=\p{Extended_Pictographic}[\u{FE0F}\u{1F3FB}-\u{1F3FF}]?)\u200D(?=\p{Extended_Pictographic})/gu;

/** Whether a text holds a character it may not; tabs and line breaks only where the field has several lines. */
export function hasUnshowableCharacter(text: string, multiline = false): boolean {
  if (!multiline && LINE_BREAKS_AND_TABS.test(text)) return true;
  return NEVER_SHOWN.test(text.replace(EMOJI_JOINER, ''));
}

const MULTILINE = new WeakSet<z.ZodType>();

/**
 * Marks a form field as several lines of text (a textarea): it may hold tabs and line breaks. On a field
 * of several texts (a question's answers by id), every text in it may; its own check then refuses them
 * where one text is a single line.
 */
export function multilineText<Schema extends z.ZodType>(schema: Schema): Schema {
  MULTILINE.add(schema);
  return schema;
}

/** The top-level fields of an object schema marked with `multilineText`. */
function multilineFields(schema: z.ZodType): Set<string> {
  const shape = (schema as { shape?: Record<string, z.ZodType> }).shape ?? {};
  return new Set(Object.keys(shape).filter((key) => MULTILINE.has(shape[key]!)));
}

/**
 * An error for every text in the input (at any depth, under its dotted path) that holds a character it
 * may not, judged by the schema's fields: only texts in those marked multi-line may hold line breaks. Secrets
 * (passwords, tokens) are never shown, so any character a member typed in them stays theirs.
 */
export function unshowableTextErrors(schema: z.ZodType, input: unknown): ValidationErrors {
  const multiline = multilineFields(schema);
  const errors: ValidationErrors = {};
  const pending: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    // A password is never shown, and refusing a character in it could lock a member out of their account.
    if (path.length === 1 && SECRET_FIELD.test(path[0]!)) continue;
    if (typeof value === 'string') {
      const field = path.join('.') || 'form';
      if (hasUnshowableCharacter(value, path.length > 0 && multiline.has(path[0]!))) errors[field] = UNSHOWABLE_MESSAGE;
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) pending.push({ value: inner, path: [...path, key] });
    }
  }
  return errors;
}
