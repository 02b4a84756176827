import { renderMarkdown } from '../markdown.js';
import { excerptFrom, readingMinutes } from './text.js';

/**
 * Raised whenever what the fields below hold changes (the Markdown rules, the excerpt's length…): rows
 * derived by an older version are derived again when the app starts (backfillDerivedContent).
 */
export const DERIVED_VERSION = 1;

/** What a post's pages show of its body, computed once when the body is written. */
export const derivedPostFields = (body: string) => ({
  bodyHtml: renderMarkdown(body),
  bodyExcerpt: excerptFrom(body),
  readingMinutes: readingMinutes(body),
  derivedVersion: DERIVED_VERSION,
});

/** An event's or a location's description as safe HTML, computed once when it is written. */
export const derivedDescriptionFields = (description: string) => ({
  descriptionHtml: renderMarkdown(description),
  derivedVersion: DERIVED_VERSION,
});
