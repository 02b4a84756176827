import { z } from 'zod';
import { bothOrNeither, coordinateFields } from '../../content/coordinates.js';
import { normalisePostCode } from './code.js';

const CODE_MAX_LENGTH = 12;

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .default('')
    .transform((text) => text || null);

export const postCodeSchema = z
  .strictObject({
    code: z
      .string({ error: 'The code is required.' })
      .transform(normalisePostCode)
      .pipe(
        z
          .string()
          .min(1, { error: 'The code is required.' })
          .max(CODE_MAX_LENGTH, { error: `The code may not be longer than ${CODE_MAX_LENGTH} characters.` })
          .regex(/^[A-Z0-9]+(?:[ -][A-Z0-9]+)*$/, { error: 'Use letters, digits, spaces and dashes, like 1011 AB.' }),
      ),
    placeName: z
      .string({ error: 'The place name is required.' })
      .trim()
      .min(1, { error: 'The place name is required.' })
      .max(100, { error: 'The place name may not be longer than 100 characters.' }),
    region: optionalText(100, 'The region may not be longer than 100 characters.'),
    ...coordinateFields,
  })
  .superRefine(bothOrNeither);

export type PostCodeInput = z.infer<typeof postCodeSchema>;
