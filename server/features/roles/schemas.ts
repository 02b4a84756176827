import { z } from 'zod';
import { descriptionField } from '../permissions/index.js';

export const roleSchema = z.strictObject({
  name: z
    .string({ error: 'The name is required.' })
    .trim()
    .min(1, { error: 'The name is required.' })
    .max(50, { error: 'The name may not be longer than 50 characters.' })
    .regex(/^[a-z][a-z0-9-]*$/, { error: 'Use lower-case letters, digits and dashes, like event-manager.' }),
  description: descriptionField,
  permissions: z
    .array(z.string({ error: 'Choose permissions from the list.' }).max(100), {
      error: 'Choose permissions from the list.',
    })
    .max(500, { error: 'Choose permissions from the list.' })
    .default([]),
});

export type RoleInput = z.infer<typeof roleSchema>;
