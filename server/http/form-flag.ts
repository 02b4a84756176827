import { z } from 'zod';

/** A checkbox as forms send it: JSON true/false, or "1"/"0" ("true"/"false") in a multipart form. */
export const formFlag = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false', ''])], { error: 'This field is not accepted.' })
  .optional()
  .transform((value) => value === true || value === '1' || value === 'true');
