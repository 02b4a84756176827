import sanitizeHtml from 'sanitize-html';

export const EXCERPT_LENGTH = 160;
const WORDS_PER_MINUTE = 200;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** The readable text of rendered HTML: tags dropped, entities decoded, whitespace collapsed. */
export function textOf(html: string): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first ~160 characters of the text, cut at a word boundary. */
export function excerptOf(text: string): string {
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH + 1);
  const boundary = cut.lastIndexOf(' ');
  return `${(boundary > 0 ? cut.slice(0, boundary) : text.slice(0, EXCERPT_LENGTH)).replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** Minutes to read at about 200 words a minute; at least one. */
export function readingMinutesOf(text: string): number {
  const words = text.split(' ').filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
