import { z } from 'zod';
import { MAX_RECORD_ID } from '../../../db/record-id.js';
import { tagsField } from '../../tags/index.js';
import { EVENT_STATUSES } from '../../../../common/types/event-admin.js';
import { MARKDOWN_MAX_LENGTH } from '../../../content/markdown-preview.js';
import { slugField, titleField } from '../../../content/slugs.js';
import { isoDateTime } from '../../../http/date-time-field.js';
import { MARKDOWN_TOO_DEEP, rendersAsMarkdown } from '../../../markdown.js';
import { multilineText } from '../../../http/showable-text.js';
import { coverImageFields } from '../../../uploads/cover-image.js';
import { MAX_REMINDER_HOURS } from '../../messages/index.js';

export const MAX_MINIMUM_AGE = 120;
const DEFAULT_CLAIM_WINDOW_HOURS = 24;
const MAX_CLAIM_WINDOW_HOURS = 168;

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const optionalDateTime = z.preprocess(
  (value) => (blank(value) ? null : value),
  isoDateTime('Enter a valid date and time, or leave it empty.').nullable(),
);

/** A whole number from JSON or a form field; empty means none. */
function optionalWhole(message: string, min: number, max: number) {
  return z.preprocess(
    (value) =>
      blank(value) ? null : typeof value === 'string' && /^\s*[0-9]+\s*$/.test(value) ? Number(value) : value,
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message })
      .nullable(),
  );
}

export const eventSchema = z
  .strictObject({
    title: titleField,
    slug: slugField('summer-fair'),
    summary: z
      .string({ error: 'The summary must be text.' })
      .trim()
      .max(300, { error: 'The summary may not be longer than 300 characters.' })
      .default(''),
    description: multilineText(
      z
        .string({ error: 'The description must be text.' })
        .max(MARKDOWN_MAX_LENGTH, { error: 'The description may not be longer than 100,000 characters.' })
        .refine(rendersAsMarkdown, { error: MARKDOWN_TOO_DEEP })
        .default(''),
    ),
    startsAt: isoDateTime('Enter when the event starts.'),
    endsAt: isoDateTime('Enter when the event ends.'),
    locationId: optionalWhole('Choose a location from the list.', 1, MAX_RECORD_ID),
    capacity: optionalWhole('The capacity must be a whole number of at least 1, or empty for unlimited.', 1, 1_000_000),
    registrationOpensAt: optionalDateTime,
    registrationClosesAt: optionalDateTime,
    minimumAge: optionalWhole(
      `The minimum age must be a whole number from 0 to ${MAX_MINIMUM_AGE}, or empty.`,
      0,
      MAX_MINIMUM_AGE,
    ),
    reminderHours: optionalWhole(
      `The reminder must be a whole number of hours from 1 to ${MAX_REMINDER_HOURS}, or empty for none.`,
      1,
      MAX_REMINDER_HOURS,
    ),
    claimWindowHours: optionalWhole(
      `The claim window must be a whole number of hours from 1 to ${MAX_CLAIM_WINDOW_HOURS}.`,
      1,
      MAX_CLAIM_WINDOW_HOURS,
    ).transform((hours) => hours ?? DEFAULT_CLAIM_WINDOW_HOURS),
    status: z.enum(EVENT_STATUSES, { error: 'Choose draft, published or cancelled.' }),
    // For a date of a series: change this date only, or this one and the later ones (SPEC §13).
    scope: z
      .enum(['this', 'following'], { error: 'Choose this date, or this and the following dates.' })
      .default('this'),
    tags: tagsField,
    ...coverImageFields,
  })
  .superRefine((input, context) => {
    if (input.endsAt <= input.startsAt)
      context.addIssue({ code: 'custom', path: ['endsAt'], message: 'The end must be after the start.' });
    const { registrationOpensAt: opens, registrationClosesAt: closes } = input;
    if (opens && closes && opens >= closes) {
      context.addIssue({
        code: 'custom',
        path: ['registrationClosesAt'],
        message: 'Registration must close after it opens.',
      });
    } else if (closes && closes > input.endsAt) {
      context.addIssue({
        code: 'custom',
        path: ['registrationClosesAt'],
        message: 'Registration must close by the end of the event.',
      });
    }
    if (opens && opens >= input.endsAt) {
      context.addIssue({
        code: 'custom',
        path: ['registrationOpensAt'],
        message: 'Registration must open before the event ends.',
      });
    }
  });

export type EventInput = z.infer<typeof eventSchema>;

export const EVENT_WHEN_FILTER = ['upcoming', 'past'] as const;
