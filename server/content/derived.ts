import { renderMarkdown } from '../markdown.js';
import { excerptOf, readingMinutesOf, textOf } from './text.js';

/**
 * Raised whenever what the fields below hold changes (the Markdown rules, the excerpt's length…): rows
 * derived by an older version are derived again when the app starts (backfillDerivedContent).
 */
// 2: excerpts end a heading or list item with a full stop instead of running it into the next block.
export const DERIVED_VERSION = 2;

/** What a post's pages show of its body, computed once when the body is written (one Markdown render). */
export function derivedPostFields(body: string) {
  const bodyHtml = renderMarkdown(body);
  const text = textOf(bodyHtml);
  return {
    bodyHtml,
    bodyExcerpt: excerptOf(text),
    readingMinutes: readingMinutesOf(text),
    derivedVersion: DERIVED_VERSION,
  };
}

/** An event's or a location's description as safe HTML, computed once when it is written. */
export const derivedDescriptionFields = (description: string) => ({
  descriptionHtml: renderMarkdown(description),
  derivedVersion: DERIVED_VERSION,
});
