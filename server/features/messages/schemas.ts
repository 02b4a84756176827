import { z } from 'zod';
import { MESSAGE_AUDIENCES } from '../../../common/types/messages.js';
import { MARKDOWN_MAX_LENGTH } from '../../content/markdown-preview.js';
import { isoDateTime } from '../../http/date-time-field.js';
import { MARKDOWN_TOO_DEEP, rendersAsMarkdown } from '../../markdown.js';
import { multilineText } from '../../http/showable-text.js';

/**
 * A message to an event's ticket holders: at once, or at `sendAt`. "Later" without a time is refused, never
 * read as "now": a mail that went out cannot be called back. `when: 'now'` sends at once whatever time the
 * form still holds; without `when`, a time given means later.
 */
export const eventMessageSchema = z
  .object({
    audience: z.enum(MESSAGE_AUDIENCES, { error: 'Choose who receives the message.' }),
    subject: z
      .string({ error: 'The subject must be text.' })
      .trim()
      .min(1, { error: 'Give the message a subject.' })
      .max(150, { error: 'The subject may not be longer than 150 characters.' }),
    body: multilineText(
      z
        .string({ error: 'The message must be text.' })
        .trim()
        .min(1, { error: 'Write the message.' })
        .max(MARKDOWN_MAX_LENGTH, { error: 'The message may not be longer than 100,000 characters.' })
        .refine(rendersAsMarkdown, { error: MARKDOWN_TOO_DEEP }),
    ),
    when: z.enum(['now', 'later'], { error: 'Choose whether the message goes now or later.' }).optional(),
    sendAt: z
      .union([z.literal(''), isoDateTime('Choose a valid date and time.')], { error: 'Choose a valid date and time.' })
      .optional()
      .transform((value) => value || null),
  })
  .superRefine((input, context) => {
    if (input.when === 'later' && input.sendAt === null)
      context.addIssue({ code: 'custom', path: ['sendAt'], message: 'Choose when the message goes out.' });
  })
  .transform(({ when, sendAt, ...message }) => ({ ...message, sendAt: when === 'now' ? null : sendAt }));

export type EventMessageInput = z.infer<typeof eventMessageSchema>;
