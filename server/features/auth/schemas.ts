import { z } from 'zod';

export const loginSchema = z.strictObject({
  email: z
    .email('Enter a valid e-mail address.')
    .max(255)
    .transform((email) => email.toLowerCase()),
  password: z.string().min(1, 'Enter your password.').max(1000),
  remember: z
    .union([z.boolean(), z.enum(['on', 'true', 'false'])])
    .optional()
    .transform((value) => value === true || value === 'on' || value === 'true'),
});

export const confirmPasswordSchema = z.strictObject({
  password: z.string().min(1, 'Enter your password.').max(1000),
});

/** A lower-cased, trimmed e-mail address; addresses are unique regardless of case. */
export const emailField = z
  .string('Enter a valid e-mail address.')
  .trim()
  .max(255, 'The e-mail address may be at most 255 characters.')
  .toLowerCase()
  .pipe(z.email('Enter a valid e-mail address.'));

export const nameField = z
  .string('Enter your name.')
  .trim()
  .min(1, 'Enter your name.')
  .max(255, 'The name may be at most 255 characters.');

export const newPasswordField = z
  .string('Choose a password.')
  .min(8, 'The password must be at least 8 characters.')
  .max(1000, 'The password may be at most 1000 characters.');

const passwordsMatch = (input: { password: string; password_confirmation: string }) =>
  input.password === input.password_confirmation;
const mismatch = { path: ['password_confirmation'], message: 'The password confirmation does not match.' };

export const registerSchema = z
  .strictObject({
    name: nameField,
    email: emailField,
    password: newPasswordField,
    password_confirmation: z.string('Repeat the password.'),
  })
  .refine(passwordsMatch, mismatch);

export const forgotPasswordSchema = z.strictObject({ email: emailField });

export const resetPasswordSchema = z
  .strictObject({
    token: z.string('This password reset link is invalid.').min(1, 'This password reset link is invalid.').max(200),
    email: emailField,
    password: newPasswordField,
    password_confirmation: z.string('Repeat the password.'),
  })
  .refine(passwordsMatch, mismatch);

/** A 6-digit code from the app, or a recovery code (`xxxxx-xxxxx`). */
const codeField = z
  .string('Enter the 6-digit code from your app, or a recovery code.')
  .trim()
  .min(1, 'Enter the 6-digit code from your app, or a recovery code.')
  .max(64, 'This code is not valid. Enter the current code from your app, or an unused recovery code.');

export const twoFactorChallengeSchema = z.strictObject({ code: codeField });

/** The code that proves the member's app took the new secret. */
export const twoFactorConfirmSchema = z.strictObject({
  code: z
    .string('Enter the 6-digit code your app shows.')
    .transform((code) => code.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code your app shows.')),
});
