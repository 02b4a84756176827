import { z } from 'zod';
import { ageOn } from './age.js';

export const MAX_AGE = 120;
const BIRTH_DATE_ERROR = 'Enter your birth date.';

/** A `YYYY-MM-DD` calendar date as the midnight-UTC instant birth dates are stored as. */
export const dateOnly = (value: string) => new Date(`${value}T00:00:00Z`);

/** A stored birth date as the `YYYY-MM-DD` a form and the data export show (none: null). */
export const birthDateText = (birthDate: Date | null): string | null => birthDate?.toISOString().slice(0, 10) ?? null;

/** A birth date typed as `YYYY-MM-DD`: a real calendar day, not in the future, not absurdly long ago. */
export function birthDateField(today: Date) {
  return z
    .string(BIRTH_DATE_ERROR)
    .regex(/^\d{4}-\d{2}-\d{2}$/, BIRTH_DATE_ERROR)
    .refine(
      (value) => !Number.isNaN(dateOnly(value).getTime()) && dateOnly(value).toISOString().startsWith(value),
      'Enter a real date.',
    )
    .refine((value) => value <= today.toISOString().slice(0, 10), 'The birth date cannot be in the future.')
    .refine(
      (value) => ageOn(dateOnly(value), today) <= MAX_AGE,
      `The birth date cannot be more than ${MAX_AGE} years ago.`,
    );
}
