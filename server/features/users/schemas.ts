import { z } from 'zod';
import { birthDateField } from '../members/index.js';

/** Staff correct a birth date (the member's proof in hand) but never remove one: empty keeps the date on file. */
export const userUpdateSchema = (today: Date) =>
  z.strictObject({
    name: z
      .string({ error: 'The name is required.' })
      .trim()
      .min(1, { error: 'The name is required.' })
      .max(255, { error: 'The name may not be longer than 255 characters.' }),
    email: z
      .string({ error: 'The e-mail address is required.' })
      .trim()
      .toLowerCase()
      .min(1, { error: 'The e-mail address is required.' })
      .max(255, { error: 'The e-mail address may not be longer than 255 characters.' })
      .pipe(z.email({ error: 'Enter a valid e-mail address.' })),
    roles: z
      .array(z.string({ error: 'Choose roles from the list.' }).max(50), { error: 'Choose roles from the list.' })
      .max(100, { error: 'Choose roles from the list.' })
      .default([]),
    birthDate: z.union([z.literal(''), birthDateField(today)]).optional(),
  });

export type UserUpdateInput = z.infer<ReturnType<typeof userUpdateSchema>>;

export const VERIFIED_FILTER = ['yes', 'no'] as const;
