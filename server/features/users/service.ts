import type { AuthUser } from '../../../common/types/shared.js';
import type { AppContext, DataAccess } from '../../context.js';
import { RecordNotFound } from '../../domain-errors.js';
import { flushOutbox } from '../../jobs/outbox.js';
import { pageWindow, parseListQuery } from '../../http/list-query.js';
import { ValidationFailed } from '../../http/validation.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import { ADMIN_ROLE, birthDateText, dateOnly, nameContains } from '../members/index.js';
import { changedNames } from '../roles/index.js';
import { lockAdmins } from './admins.js';
import { requestEmailChange } from './email-change.js';
import { ensureMayEditMember, ensureNotLastAdmin, ensureRoleChangeAllowed } from './role-changes.js';
import { VERIFIED_FILTER, type UserUpdateInput } from './schemas.js';

export async function roleNames({ db }: Pick<AppContext, 'db'>): Promise<string[]> {
  return (await db.role.findMany({ select: { name: true }, orderBy: { name: 'asc' } })).map(({ name }) => name);
}

const ROLE_NAMES = { select: { role: { select: { name: true } } }, orderBy: { role: { name: 'asc' as const } } };

export async function listUsers({ db, dialect }: DataAccess, rawQuery: unknown) {
  const roles = await roleNames({ db });
  const query = parseListQuery(rawQuery, {
    sorts: ['name', 'email', 'createdAt'],
    defaultSort: 'name',
    filters: { role: roles, verified: VERIFIED_FILTER },
  });
  const where = {
    deletedAt: null,
    ...(query.search
      ? {
          OR: [nameContains(query.search), { email: dialect.containsText(query.search.toLowerCase()) }],
        }
      : {}),
    ...(query.role ? { roles: { some: { role: { name: query.role } } } } : {}),
    ...(query.verified ? { emailVerifiedAt: query.verified === 'yes' ? { not: null } : null } : {}),
  };
  const [total, rows] = await Promise.all([
    db.user.count({ where }),
    db.user.findMany({
      where,
      orderBy: [{ [query.sort]: query.direction }, { id: 'asc' }],
      ...pageWindow(query),
      select: { id: true, name: true, email: true, emailVerifiedAt: true, createdAt: true, roles: ROLE_NAMES },
    }),
  ]);
  return { query, total, rows, roles };
}

export async function findUser({ db }: Pick<AppContext, 'db'>, id: number) {
  const user = await db.user.findFirst({
    where: { id, deletedAt: null },
    select: {
      id: true,
      name: true,
      email: true,
      emailVerifiedAt: true,
      pendingEmail: true,
      birthDate: true,
      phone: true,
      roles: ROLE_NAMES,
      managed: true,
      guardians: {
        orderBy: { position: 'asc' },
        select: { name: true, email: true, phone: true, relationship: true, consentState: true, consentStateAt: true },
      },
      tickets: {
        select: { id: true, status: true, event: { select: { title: true, slug: true, startsAt: true } } },
        orderBy: { event: { startsAt: 'desc' } },
      },
    },
  });
  if (!user) throw new RecordNotFound();
  return user;
}

export async function updateUser(
  context: AppContext,
  { actor, id, values: input }: { actor: AuthUser & AuditActor; id: number; values: UserUpdateInput },
): Promise<{ emailPending: boolean }> {
  const { db, dialect } = context;
  const user = await findUser({ db }, id);
  const before = user.roles.map(({ role }) => role.name);
  await ensureMayEditMember({ db }, { actor, roles: before });
  const emailChanges = input.email !== user.email;
  const shownBirthDate = birthDateText(user.birthDate);
  const birthDateChanges = !!input.birthDate && input.birthDate !== shownBirthDate;
  if (emailChanges) {
    const other = await db.user.findUnique({ where: { email: input.email }, select: { id: true } });
    if (other) throw new ValidationFailed({ email: 'This e-mail address is already taken.' });
  }
  const wanted = [...new Set(input.roles)];
  const roles = await db.role.findMany({ where: { name: { in: wanted } }, select: { id: true } });
  if (roles.length !== wanted.length) throw new ValidationFailed({ roles: 'Choose roles from the list.' });
  await ensureRoleChangeAllowed(db, { actor, userId: id, before, after: wanted });
  const losesAdmin = before.includes(ADMIN_ROLE) && !wanted.includes(ADMIN_ROLE);
  const losesRole = before.some((name) => !wanted.includes(name));
  const mails = await db.$transaction(async (tx) => {
    if (losesAdmin) {
      await lockAdmins(tx, dialect);
      await ensureNotLastAdmin(tx, id);
    }
    // The address changes only once the member confirms it (SPEC §5, issue 10): staff never take an account over.
    await tx.user.update({
      where: { id },
      data: {
        name: input.name,
        ...(emailChanges ? { pendingEmail: input.email } : {}),
        ...(birthDateChanges ? { birthDate: dateOnly(input.birthDate!) } : {}),
      },
    });
    // The update holds the member's row, so a concurrent edit has committed or waits: the roles checked
    // above must still be theirs, or this save could take away a role it never saw.
    const held = await tx.userRole.findMany({ where: { userId: id }, select: { role: { select: { name: true } } } });
    if (
      changedNames(
        before,
        held.map(({ role }) => role.name),
      ).length > 0
    )
      throw new ValidationFailed({
        roles: "This member's roles changed while you edited them: look at them again and save.",
      });
    await tx.userRole.deleteMany({ where: { userId: id } });
    await tx.userRole.createMany({ data: roles.map((role) => ({ userId: id, roleId: role.id })) });
    const subject = { type: 'user', id, label: input.name } as const;
    await recordAudit(tx, {
      actor,
      action: 'user.updated',
      subject,
      before: { name: user.name },
      after: { name: input.name },
    });
    await recordAudit(tx, {
      actor,
      action: 'user.roles_changed',
      subject,
      before: { roles: before },
      after: { roles: wanted },
    });
    // It decides whether the member needs a guardian's consent: who changed it, and from what, is kept.
    if (birthDateChanges)
      await recordAudit(tx, {
        actor,
        action: 'user.birth_date_corrected',
        subject,
        before: { birthDate: shownBirthDate },
        after: { birthDate: input.birthDate },
      });
    if (!emailChanges) return [];
    const member = { ...user, name: input.name };
    return requestEmailChange(tx, context, { actor, member, newEmail: input.email, requestedBy: 'staff' });
  });
  await flushOutbox(context, mails);
  // A role taken away may take a private channel with it: the member's sockets authorise theirs again.
  if (losesRole) context.realtime?.dropMembers([id]);
  return { emailPending: emailChanges };
}
