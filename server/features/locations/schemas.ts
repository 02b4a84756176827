import { z } from 'zod';
import { MAX_RECORD_ID } from '../../db/record-id.js';
import { bothOrNeither, coordinateFields } from '../../content/coordinates.js';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../../../common/slugs.js';
import { MARKDOWN_TOO_DEEP, rendersAsMarkdown } from '../../markdown.js';
import { multilineText } from '../../http/showable-text.js';

const CHOOSE_POST_CODE = 'Choose a post code from the list.';
const CAPACITY = 'The capacity must be a whole number of at least 1, or empty.';

/** Form text or a number; empty means none. */
const emptyAsNull = (value: unknown) => {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return value;
  return value.trim() === '' ? null : Number(value.trim());
};

export const locationSchema = z
  .strictObject({
    name: z
      .string({ error: 'The name is required.' })
      .trim()
      .min(1, { error: 'The name is required.' })
      .max(120, { error: 'The name may not be longer than 120 characters.' }),
    slug: z
      .string({ error: 'The slug must be text.' })
      .trim()
      .max(SLUG_MAX_LENGTH, { error: `The slug may not be longer than ${SLUG_MAX_LENGTH} characters.` })
      .refine((slug) => slug === '' || SLUG_PATTERN.test(slug), {
        error: 'Use lower-case letters, digits and single dashes, like harbour-hall.',
      })
      .default(''),
    description: multilineText(
      z
        .string({ error: 'The description must be text.' })
        .trim()
        .max(10_000, { error: 'The description may not be longer than 10,000 characters.' })
        .refine(rendersAsMarkdown, { error: MARKDOWN_TOO_DEEP })
        .default(''),
    ),
    streetAddress: z
      .string({ error: 'The street address is required.' })
      .trim()
      .min(1, { error: 'The street address is required.' })
      .max(200, { error: 'The street address may not be longer than 200 characters.' }),
    postCodeId: z.preprocess(
      emptyAsNull,
      z
        .number({ error: CHOOSE_POST_CODE })
        .int({ error: CHOOSE_POST_CODE })
        .positive({ error: CHOOSE_POST_CODE })
        .max(MAX_RECORD_ID, { error: CHOOSE_POST_CODE }),
    ),
    ...coordinateFields,
    capacity: z.preprocess(
      emptyAsNull,
      z
        .number({ error: CAPACITY })
        .int({ error: CAPACITY })
        .min(1, { error: CAPACITY })
        .max(1_000_000, { error: 'The capacity may not be more than 1,000,000.' })
        .nullable(),
    ),
    capacityIsHardLimit: z.boolean({ error: 'Choose whether the door refuses entry at the capacity.' }).default(false),
    published: z.boolean({ error: 'Choose whether the location is published.' }).default(false),
    featured: z.boolean({ error: 'Choose whether the location is featured.' }).default(false),
  })
  .superRefine(bothOrNeither);

export type LocationInput = z.infer<typeof locationSchema>;

export const PUBLISHED_FILTER = ['yes', 'no'] as const;
