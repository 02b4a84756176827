import { z } from 'zod';

export const PERMISSION_NAME = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/;

export const descriptionField = z
  .string({ error: 'The description must be text.' })
  .trim()
  .max(255, { error: 'The description may not be longer than 255 characters.' })
  .default('');

export const permissionSchema = z.strictObject({
  name: z
    .string({ error: 'The name is required.' })
    .trim()
    .min(1, { error: 'The name is required.' })
    .max(100, { error: 'The name may not be longer than 100 characters.' })
    .regex(PERMISSION_NAME, { error: 'Use dotted lower-case words, like events.manage.' }),
  description: descriptionField,
});

export type PermissionInput = z.infer<typeof permissionSchema>;
