import { z } from 'zod';
import { GUARDIAN_RELATIONSHIPS } from '../../../common/guardian-relationships.js';
import { birthDateField, dateOnly, isMinor, phoneNumberField } from '../members/index.js';

const MAX_TEXT = 255;
const MAX_RELATIONSHIP = 60;

const requiredText = (missing: string, max = MAX_TEXT) =>
  z.string(missing).trim().min(1, missing).max(max, `Use at most ${max} characters.`);

const relationship = z.enum(GUARDIAN_RELATIONSHIPS, 'Choose how you are related to the child.');

/** A child added by their guardian: a name and a birth date under 18; the guardian's phone for the door. */
export function managedChildSchema(today: Date) {
  return z.strictObject({
    name: requiredText("Enter the child's name."),
    birthDate: birthDateField(today).refine(
      (value) => isMinor(dateOnly(value), today),
      'A child you add must be under 18. An adult makes their own account.',
    ),
    phone: phoneNumberField,
    relationship,
  });
}

/** Correcting a managed child's name or birth date. */
export function managedChildUpdateSchema(today: Date) {
  return managedChildSchema(today).pick({ name: true, birthDate: true });
}

/** An adult a guardian allows to collect the child at the door. */
export const collectorSchema = z.strictObject({
  name: requiredText("Enter the adult's name."),
  phone: phoneNumberField,
  relationship: requiredText('Say who this adult is to the child, e.g. grandmother.', MAX_RELATIONSHIP),
});

export const doorNoticesSchema = z.strictObject({
  doorNotices: z.boolean('Choose whether to be told.'),
});

export type ManagedChildInput = z.infer<ReturnType<typeof managedChildSchema>>;
export type ManagedChildUpdate = z.infer<ReturnType<typeof managedChildUpdateSchema>>;
export type CollectorInput = z.infer<typeof collectorSchema>;
