import { z } from 'zod';
import { MAX_DOOR_VOLUNTEER_NAME } from '../../../common/types/scanner.js';
import { isoDateTime } from '../../http/date-time-field.js';

/** The longest a door invitation may stay open: one event's door, not a standing key. */
export const MAX_DOOR_INVITATION_DAYS = 7;

export const doorInvitationSchema = z
  .strictObject({
    label: z
      .string({ error: 'Say who the invitation is for.' })
      .trim()
      .min(1, { error: 'Say who the invitation is for.' })
      .max(80, { error: 'The label may not be longer than 80 characters.' }),
    opensAt: isoDateTime('Enter when the invitation starts to work.'),
    closesAt: isoDateTime('Enter when the invitation stops working.'),
  })
  .superRefine((input, context) => {
    // Zod runs this even when a field failed, with that field's raw value: it has its error already.
    if (!(input.opensAt instanceof Date && input.closesAt instanceof Date)) return;
    if (input.closesAt <= input.opensAt)
      context.addIssue({ code: 'custom', path: ['closesAt'], message: 'The end must be after the start.' });
    else if (input.closesAt.getTime() - input.opensAt.getTime() > MAX_DOOR_INVITATION_DAYS * 24 * 60 * 60 * 1000)
      context.addIssue({
        code: 'custom',
        path: ['closesAt'],
        message: `An invitation works for at most ${MAX_DOOR_INVITATION_DAYS} days.`,
      });
  });

export const doorVolunteerSchema = z.strictObject({
  name: z
    .string({ error: 'Type your name.' })
    .trim()
    .min(2, { error: 'Type your name.' })
    .max(MAX_DOOR_VOLUNTEER_NAME, { error: `A name has at most ${MAX_DOOR_VOLUNTEER_NAME} characters.` }),
});
