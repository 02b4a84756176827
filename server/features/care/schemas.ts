import { z } from 'zod';
import { MAX_CARE_TEXT, MAX_EMERGENCY_CONTACTS, PHOTO_CONSENTS } from '../../../common/care.js';
import { multilineText } from '../../http/showable-text.js';
import { phoneNumberField } from '../members/index.js';

const MAX_NAME = 255;
const MAX_RELATIONSHIP = 100;

// Typed in text areas (a list of allergies, notes over several lines): line breaks and tabs are kept.
const careText = multilineText(
  z.string().trim().max(MAX_CARE_TEXT, `Use at most ${MAX_CARE_TEXT} characters.`).default(''),
);

const emergencyContact = z.strictObject({
  name: z.string("Enter the contact's name.").trim().min(1, "Enter the contact's name.").max(MAX_NAME),
  phone: phoneNumberField,
  relationship: z
    .string('Say how this person is related to you.')
    .trim()
    .min(1, 'Say how this person is related to you.')
    .max(MAX_RELATIONSHIP, `Use at most ${MAX_RELATIONSHIP} characters.`),
});

export const careSchema = z.strictObject({
  allergies: careText,
  medicalNotes: careText,
  photoConsent: z.enum(PHOTO_CONSENTS, 'Choose whether you may appear in photos.'),
  emergencyContacts: z
    .array(emergencyContact)
    .max(MAX_EMERGENCY_CONTACTS, `Give at most ${MAX_EMERGENCY_CONTACTS} emergency contacts.`)
    .default([]),
});

export type CareInput = z.infer<typeof careSchema>;
