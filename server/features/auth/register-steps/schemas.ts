import { z } from 'zod';
import { GUARDIAN_RELATIONSHIPS } from '../../../../resources/lib/guardian-relationships.js';
import { ageOn } from '../../settings/age.js';
import { phoneNumberField } from '../../settings/phone-number.js';
import { dateOnly } from './progress.js';
import { emailField, nameField, registerSchema } from '../schemas.js';

export const MAX_AGE = 120;

/** Step 1 when the member chose a password earlier: leaving both password fields empty keeps it. */
export const accountKeepingPasswordSchema = z.strictObject({
  name: nameField,
  email: emailField,
  password: z.literal('', 'Choose a password.').optional(),
  password_confirmation: z.literal('', 'Repeat the password.').optional(),
});

export const accountSchema = registerSchema;

const BIRTH_DATE_ERROR = 'Enter your birth date.';

/** Step 2; the post code is looked up in the database afterwards. `today` bounds the birth date. */
export function aboutSchema(today: Date) {
  return z.strictObject({
    birthDate: z
      .string(BIRTH_DATE_ERROR)
      .regex(/^\d{4}-\d{2}-\d{2}$/, BIRTH_DATE_ERROR)
      .refine((value) => !Number.isNaN(dateOnly(value).getTime()) && dateOnly(value).toISOString().startsWith(value), 'Enter a real date.')
      .refine((value) => value <= today.toISOString().slice(0, 10), 'The birth date cannot be in the future.')
      .refine((value) => ageOn(dateOnly(value), today) <= MAX_AGE, `The birth date cannot be more than ${MAX_AGE} years ago.`),
    postCode: z.string('Enter your post code.').trim().min(1, 'Enter your post code.').max(20, 'Enter a post code from the list.'),
  });
}

/** The phone step: an empty field means no number (null). */
export const phoneStepSchema = z.strictObject({
  phone: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), phoneNumberField.optional()).transform((phone) => phone ?? null),
});

const consentField = z
  .union([z.literal(true), z.literal('on'), z.literal('true')], 'The guardian must give consent.')
  .transform(() => true as const);

export const guardianSchema = z.strictObject({
  name: z.string("Enter the guardian's name.").trim().min(1, "Enter the guardian's name.").max(255, 'The name may be at most 255 characters.'),
  email: emailField,
  phone: phoneNumberField,
  relationship: z.enum(GUARDIAN_RELATIONSHIPS, 'Choose the relationship.'),
  consent: consentField,
});

export const confirmSchema = z.strictObject({});
