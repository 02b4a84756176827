import slugifyText from 'slugify';

export const SLUG_MAX_LENGTH = 80;
/** What an edited slug must look like: lower-case words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A URL slug from any title: transliterated, lower case, hyphens; `fallback` when nothing is left. */
export function slugify(text: string, fallback = 'untitled'): string {
  const slug = slugifyText(text, { lower: true, strict: true, trim: true })
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
  return slug || fallback;
}
