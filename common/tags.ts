import { slugify } from './slugs.js';

/** How many tags one post or event carries at most, and how long a tag's name may be. */
export const MAX_TAGS = 10;
export const MAX_TAG_LENGTH = 40;

/**
 * The tag names an editor typed, comma-separated: trimmed, inner spaces collapsed, and the same tag
 * (the same slug, whatever the case or accents) kept once, as first written.
 */
export function splitTagNames(text: string): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const part of text.split(',')) {
    const name = part.trim().replace(/\s+/g, ' ');
    const slug = slugify(name, '');
    if (!name || seen.has(slug)) continue;
    seen.add(slug);
    names.push(name);
  }
  return names;
}
