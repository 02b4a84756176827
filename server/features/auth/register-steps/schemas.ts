import { z } from 'zod';
import { GUARDIAN_RELATIONSHIPS } from '../../../../common/guardian-relationships.js';
import { birthDateField, phoneNumberField } from '../../members/index.js';
import { emailField, nameField, registerSchema } from '../schemas.js';

/** Step 1 when the member chose a password earlier: leaving both password fields empty keeps it. */
export const accountKeepingPasswordSchema = z.strictObject({
  name: nameField,
  email: emailField,
  password: z.literal('', 'Choose a password.').optional(),
  password_confirmation: z.literal('', 'Repeat the password.').optional(),
});

export const accountSchema = registerSchema;

/** Step 2; the post code is looked up in the database afterwards. `today` bounds the birth date. */
export function aboutSchema(today: Date) {
  return z.strictObject({
    birthDate: birthDateField(today),
    postCode: z
      .string('Enter your post code.')
      .trim()
      .min(1, 'Enter your post code.')
      .max(20, 'Enter a post code from the list.'),
  });
}

/** The phone step: an empty field means no number (null). */
export const phoneStepSchema = z.strictObject({
  phone: z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      phoneNumberField.optional(),
    )
    .transform((phone) => phone ?? null),
});

export const guardianSchema = z.strictObject({
  name: z
    .string("Enter the guardian's name.")
    .trim()
    .min(1, "Enter the guardian's name.")
    .max(255, 'The name may be at most 255 characters.'),
  email: emailField,
  phone: phoneNumberField,
  relationship: z.enum(GUARDIAN_RELATIONSHIPS, 'Choose the relationship.'),
});

export const confirmSchema = z.strictObject({});
