import { z } from 'zod';
import { MAX_RECORD_ID } from '../../db/record-id.js';
import { POST_BULK_ACTIONS, POST_STATUSES } from '../../../common/blog-posts.js';
import { MARKDOWN_MAX_LENGTH } from '../../content/markdown-preview.js';
import { slugField, titleField } from '../../content/slugs.js';
import { isoDateTime } from '../../http/date-time-field.js';
import { MARKDOWN_TOO_DEEP, rendersAsMarkdown } from '../../markdown.js';
import { multilineText } from '../../http/showable-text.js';
import { coverImageFields } from '../../uploads/cover-image.js';
import { tagsField } from '../tags/index.js';

const excerptField = multilineText(
  z
    .string({ error: 'The excerpt must be text.' })
    .trim()
    .max(300, { error: 'The excerpt may not be longer than 300 characters.' })
    .default(''),
);
const bodyField = multilineText(
  z
    .string({ error: 'The text must be text.' })
    .max(MARKDOWN_MAX_LENGTH, { error: 'The text may not be longer than 100,000 characters.' })
    .refine(rendersAsMarkdown, { error: MARKDOWN_TOO_DEEP })
    .default(''),
);

export const postSchema = z.strictObject({
  title: titleField,
  slug: slugField('our-new-season'),
  excerpt: excerptField,
  body: bodyField,
  ...coverImageFields,
  tags: tagsField,
  status: z.enum(POST_STATUSES, { error: 'Choose draft or published.' }),
  publishedAt: z
    .union([z.literal(''), z.null(), isoDateTime('Enter a valid date and time.')], {
      error: 'Enter a valid date and time.',
    })
    .optional()
    .transform((value) => value || null),
});

export type PostInput = z.infer<typeof postSchema>;

/** What the editor keeps while a draft is being typed: its words, not its address, cover or state. */
export const autosaveSchema = z.strictObject({ title: titleField, excerpt: excerptField, body: bodyField });

export type AutosaveInput = z.infer<typeof autosaveSchema>;

export const bulkSchema = z.strictObject({
  action: z.enum(POST_BULK_ACTIONS, { error: 'Choose an action.' }),
  ids: z
    .array(z.number().int().min(1).max(MAX_RECORD_ID), { error: 'Choose posts from the list.' })
    .min(1, { error: 'Select at least one post.' })
    .max(100, { error: 'Select at most 100 posts at a time.' }),
});

export type BulkInput = z.infer<typeof bulkSchema>;
