import type { UserDetail, UserSummary } from '../../../common/types/admin.js';
import { birthDateText, isMinor } from '../members/index.js';
import type { findUser, listUsers } from './service.js';

type UserRow = Awaited<ReturnType<typeof listUsers>>['rows'][number];
type UserRecord = Awaited<ReturnType<typeof findUser>>;

export const userSummary = (row: UserRow): UserSummary => ({
  id: row.id,
  name: row.name,
  email: row.email,
  verified: row.emailVerifiedAt !== null,
  roles: row.roles.map(({ role }) => role.name),
  createdAt: row.createdAt.toISOString(),
});

export const userDetail = (user: UserRecord, now: Date): UserDetail => ({
  id: user.id,
  name: user.name,
  email: user.email,
  pendingEmail: user.pendingEmail,
  verified: user.emailVerifiedAt !== null,
  birthDate: birthDateText(user.birthDate),
  minor: isMinor(user.birthDate, now),
  phone: user.phone,
  roles: user.roles.map(({ role }) => role.name),
  tickets: user.tickets.map((ticket) => ({
    id: ticket.id,
    status: ticket.status,
    event: { title: ticket.event.title, slug: ticket.event.slug, startsAt: ticket.event.startsAt.toISOString() },
  })),
  managed: user.managed,
  guardians: user.guardians.map((guardian) => ({
    name: guardian.name,
    email: guardian.email,
    phone: guardian.phone,
    relationship: guardian.relationship,
    consent: { state: guardian.consentState, at: guardian.consentStateAt.toISOString() },
  })),
});
