import type { GuardianView, ProfileView } from '../../../common/types/settings.js';
import type { Prisma } from '../../db.js';
import { birthDateText, presentPhone } from '../members/index.js';

export const profileSelect = {
  name: true,
  email: true,
  emailVerifiedAt: true,
  pendingEmail: true,
  birthDate: true,
} satisfies Prisma.UserSelect;

type ProfileRow = Prisma.UserGetPayload<{ select: typeof profileSelect }>;

export const presentProfile = (user: ProfileRow): ProfileView => ({
  name: user.name,
  email: user.email,
  emailVerified: user.emailVerifiedAt !== null,
  pendingEmail: user.pendingEmail,
  birthDate: birthDateText(user.birthDate),
});

export const guardianSelect = {
  name: true,
  email: true,
  phone: true,
  relationship: true,
  consentState: true,
  consentStateAt: true,
} satisfies Prisma.GuardianSelect;

type GuardianRow = Prisma.GuardianGetPayload<{ select: typeof guardianSelect }>;

export const presentGuardian = (guardian: GuardianRow): GuardianView => ({
  name: guardian.name,
  email: guardian.email,
  phone: presentPhone(guardian.phone),
  relationship: guardian.relationship,
  consent: { state: guardian.consentState, at: guardian.consentStateAt.toISOString() },
});
