import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const ALLOWED = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2'],
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'title'], code: ['class'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/** Markdown to HTML that is safe to insert: no scripts, no event handlers, no `javascript:` links. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return sanitizeHtml(html, ALLOWED);
}

export const MARKDOWN_TOO_DEEP = 'This text nests quotes or lists too deeply to show.';

/**
 * Whether the text can be shown: a few thousand nested quotes or list items (a 4 kB body is enough)
 * overflow the renderer's stack, so text is checked before it is stored or previewed.
 */
export function rendersAsMarkdown(markdown: string): boolean {
  try {
    renderMarkdown(markdown);
    return true;
  } catch (error) {
    if (error instanceof RangeError) return false;
    throw error;
  }
}
