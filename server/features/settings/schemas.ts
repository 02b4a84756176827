import { z } from 'zod';
import { GUARDIAN_RELATIONSHIPS } from '../../../common/guardian-relationships.js';
import type { GuardianRelationship } from '../../generated/prisma-postgresql/index.js';
import { birthDateField, phoneNumberField } from '../members/index.js';

const MAX_TEXT = 255;
const MIN_PASSWORD = 8;

const requiredText = (missing: string) =>
  z.string(missing).trim().min(1, missing).max(MAX_TEXT, `Use at most ${MAX_TEXT} characters.`);

/** An e-mail address, stored lower-case so that addresses are unique whatever their case. */
const emailAddress = (missing: string) =>
  requiredText(missing)
    .pipe(z.email('Enter a valid e-mail address.'))
    .transform((email) => email.toLowerCase());

/** A password typed to prove who you are: checked against the hash, so any length up to a bound. */
const typedPassword = (missing: string) => z.string(missing).min(1, missing).max(1000, 'This password is too long.');

/** Name and e-mail; a birth date can be given or corrected (empty or absent leaves it as it is). */
export function profileSchema(today: Date) {
  return z.strictObject({
    name: requiredText('Enter your name.'),
    email: emailAddress('Enter your e-mail address.'),
    birthDate: z.union([z.literal(''), birthDateField(today)]).optional(),
  });
}

export const deleteAccountSchema = z.strictObject({
  password: typedPassword('Enter your password to delete your account.'),
});

export const passwordSchema = z
  .strictObject({
    current_password: typedPassword('Enter your current password.'),
    password: z
      .string('Enter a new password.')
      .min(MIN_PASSWORD, `Use at least ${MIN_PASSWORD} characters.`)
      .max(MAX_TEXT, `Use at most ${MAX_TEXT} characters.`),
    password_confirmation: z.string('Repeat the new password.'),
  })
  .refine((input) => input.password === input.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The passwords do not match.',
  });

export const phoneSchema = z.strictObject({
  phone: phoneNumberField,
});

export const guardianSchema = z.strictObject({
  name: requiredText("Enter your guardian's name."),
  email: emailAddress("Enter your guardian's e-mail address."),
  phone: phoneNumberField,
  relationship: z.enum(
    GUARDIAN_RELATIONSHIPS satisfies readonly GuardianRelationship[],
    'Choose how this person is related to you.',
  ),
});

export type ProfileInput = z.infer<ReturnType<typeof profileSchema>>;
export type PasswordInput = z.infer<typeof passwordSchema>;
export type GuardianInput = z.infer<typeof guardianSchema>;
