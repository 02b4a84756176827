import type { AttendeeCare, CareFlags, CareView } from '../../../common/types/care.js';
import type { Prisma } from '../../db.js';
import { presentPhone } from '../members/index.js';

export const CARE_SELECT = {
  allergies: true,
  medicalNotes: true,
  photoConsent: true,
  updatedAt: true,
  emergencyContacts: { select: { name: true, phone: true, relationship: true }, orderBy: { position: 'asc' } },
} satisfies Prisma.CareInfoSelect;

type CareRow = Prisma.CareInfoGetPayload<{ select: typeof CARE_SELECT }>;

export const presentAttendeeCare = (care: CareRow): AttendeeCare => ({
  allergies: care.allergies,
  medicalNotes: care.medicalNotes,
  photoConsent: care.photoConsent,
  emergencyContacts: care.emergencyContacts.map((contact) => ({
    name: contact.name,
    phone: presentPhone(contact.phone),
    relationship: contact.relationship,
  })),
});

export const presentCare = (care: CareRow | null): CareView =>
  care
    ? { ...presentAttendeeCare(care), updatedAt: care.updatedAt.toISOString() }
    : { allergies: '', medicalNotes: '', photoConsent: 'internal', emergencyContacts: [], updatedAt: null };

/** The door's icons: whether there is anything to know about food, and the photo choice. */
export const careFlags = (care: { allergies: string; photoConsent: CareFlags['photoConsent'] }): CareFlags => ({
  allergies: care.allergies.trim() !== '',
  photoConsent: care.photoConsent,
});
