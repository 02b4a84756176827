import { z } from 'zod';
import { MAX_SCANNED_TEXT, MAX_SYNC_BATCH } from '../../../common/types/scanner.js';

/** One scan as the scanner page sends it. */
export const scanSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .min(1, 'Scan or type a code.')
    .max(MAX_SCANNED_TEXT, `A code has at most ${MAX_SCANNED_TEXT} characters.`),
  clientScanId: z.uuid('The scan id must be a UUID.').optional(),
  scannedAt: z.iso
    .datetime({ offset: true, message: 'The scan time must be an ISO date and time.' })
    .transform((text) => new Date(text))
    .optional(),
});

/** An offline queue: every scan carries its id, so syncing twice logs each scan once. */
export const syncSchema = z.strictObject({
  scans: z
    .array(scanSchema.required({ clientScanId: true }))
    .min(1, 'Send at least one scan.')
    .max(MAX_SYNC_BATCH, `Send at most ${MAX_SYNC_BATCH} scans at once.`),
});
