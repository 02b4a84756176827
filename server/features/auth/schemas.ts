import { z } from 'zod';

export const loginSchema = z.strictObject({
  email: z.email('Enter a valid e-mail address.').max(255).transform((email) => email.toLowerCase()),
  password: z.string().min(1, 'Enter your password.').max(1000),
  remember: z.union([z.boolean(), z.enum(['on', 'true', 'false'])]).optional().transform((value) => value === true || value === 'on' || value === 'true'),
});

export const confirmPasswordSchema = z.strictObject({
  password: z.string().min(1, 'Enter your password.').max(1000),
});
