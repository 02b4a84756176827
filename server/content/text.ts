import sanitizeHtml from 'sanitize-html';

export const EXCERPT_LENGTH = 160;
const WORDS_PER_MINUTE = 200;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** Where a block of rendered HTML ends: a heading, paragraph, list item, quote, cell… */
const BLOCK_END = /<\/(?:h[1-6]|p|li|dt|dd|blockquote|pre|td|th|figcaption|div)>/gi;
/** A separator no Markdown text contains, kept by sanitize-html while tags are dropped. */
const BREAK = '\u2029';
const ENDS_A_SENTENCE = /[.!?:;…]["'”’)]*$/;

/**
 * The readable text of rendered HTML: tags dropped, entities decoded, whitespace collapsed. A block
 * that does not end a sentence (a heading, a list item) gets a full stop, so an excerpt reads
 * "What to bring. A sleeping bag" rather than running the heading into the text after it.
 */
export function textOf(html: string): string {
  const text = sanitizeHtml(
    html.replace(BLOCK_END, (tag) => `${tag}${BREAK}`),
    {
      allowedTags: [],
      allowedAttributes: {},
    },
  );
  return text
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .split(BREAK)
    .map((block) => block.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((block) => (ENDS_A_SENTENCE.test(block) ? block : `${block}.`))
    .join(' ');
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
