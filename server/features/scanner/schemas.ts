import { z } from 'zod';
import { MAX_RECORD_ID } from '../../db/record-id.js';
import { tidyEntranceName } from '../../../common/entrances.js';
import {
  DOOR_DIRECTIONS,
  MAX_ENTRANCE_NAME,
  MAX_SCANNED_TEXT,
  MAX_SYNC_BATCH,
  MIN_DOOR_SEARCH,
} from '../../../common/types/scanner.js';

const code = z
  .string()
  .trim()
  .min(1, 'Scan or type a code.')
  .max(MAX_SCANNED_TEXT, `A code has at most ${MAX_SCANNED_TEXT} characters.`);

/** What every scan carries besides the ticket: its id on the device, time, direction and entrance. */
const scanFields = {
  clientScanId: z.uuid('The scan id must be a UUID.').optional(),
  scannedAt: z.iso
    .datetime({ offset: true, message: 'The scan time must be an ISO date and time.' })
    .transform((text) => new Date(text))
    .optional(),
  direction: z.enum(DOOR_DIRECTIONS, 'Choose entry or exit.').default('entry'),
  entrance: z
    .string('Name the entrance in words.')
    .trim()
    .max(MAX_ENTRANCE_NAME, `An entrance name has at most ${MAX_ENTRANCE_NAME} characters.`)
    .optional()
    // One spelling per spacing, so "Main  door" is stored as "Main door"; case is kept as typed.
    .transform((name) => (name ? tidyEntranceName(name) : undefined)),
};

/** One scan as the scanner page sends it: a code, or the ticket of a name picked from the search. */
export const scanSchema = z
  .strictObject({
    code: code.optional(),
    ticketId: z.number('Pick a ticket.').int('Pick a ticket.').positive('Pick a ticket.').max(MAX_RECORD_ID).optional(),
    ...scanFields,
  })
  .superRefine((scan, context) => {
    if ((scan.code === undefined) === (scan.ticketId === undefined))
      context.addIssue({ code: 'custom', path: ['code'], message: 'Scan or type a code.' });
  });

/** An offline queue: every scan carries its id, so syncing twice logs each scan once. */
export const syncSchema = z.strictObject({
  scans: z
    .array(
      z
        .strictObject({
          code,
          ...scanFields,
          // Whether the device let the ticket through while offline (older scanners do not say: yes).
          admitted: z.boolean('Say whether the scanner let the ticket through.').default(true),
        })
        .required({ clientScanId: true }),
    )
    .min(1, 'Send at least one scan.')
    .max(MAX_SYNC_BATCH, `Send at most ${MAX_SYNC_BATCH} scans at once.`),
});

/** A name search at the door: a few letters of the name, counted as characters (an emoji is one). */
export const doorSearchSchema = z.object({
  q: z
    .string('Type part of a name.')
    .trim()
    .max(100, 'Type at most 100 characters.')
    .refine((text) => [...text].length >= MIN_DOOR_SEARCH, `Type at least ${MIN_DOOR_SEARCH} letters of the name.`),
});
