import { randomUUID } from 'node:crypto';
import type { AuthUser } from '../../../common/types/shared.js';
import type { AppContext } from '../../context.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import { birthDateText, dateOnly } from '../members/index.js';
import { eraseMember } from '../settings/index.js';
import { announceCancelled } from '../tickets/index.js';
import type { GuardedChild } from './access.js';
import { mayRemoveChild } from './removal-rule.js';
import type { ManagedChildInput, ManagedChildUpdate } from './schemas.js';

type Actor = AuthUser & AuditActor;

/**
 * A guardian adds a child who has no account (SPEC §10 "managed child"). Adding the child is the
 * guardian's consent, recorded like one given by link (time, address, method `account`). The row gets
 * an address under `.invalid` (RFC 6761, it reaches nobody) and a hash no password matches: it cannot
 * sign in, and its mail goes to its guardians.
 */
export async function addManagedChild(
  context: AppContext,
  { actor, values: input }: { actor: Actor; values: ManagedChildInput },
): Promise<number> {
  const now = context.now();
  const account = await context.db.user.findUniqueOrThrow({ where: { id: actor.id }, select: { email: true } });
  return context.db.$transaction(async (tx) => {
    const child = await tx.user.create({
      data: {
        name: input.name,
        email: `managed-${randomUUID()}@managed.invalid`,
        passwordHash: '!managed',
        birthDate: dateOnly(input.birthDate),
        managed: true,
      },
      select: { id: true },
    });
    await tx.guardian.create({
      data: {
        userId: child.id,
        accountId: actor.id,
        name: actor.name,
        email: account.email,
        phone: input.phone,
        relationship: input.relationship,
        consentState: 'confirmed',
        consentStateAt: now,
        consentAddress: actor.address ?? null,
        consentMethod: 'account',
      },
    });
    await recordAudit(tx, {
      actor,
      action: 'family.child_added',
      subject: { type: 'user', id: child.id, label: input.name },
      after: { name: input.name, birthDate: input.birthDate, consentMethod: 'account' },
      at: now,
    });
    return child.id;
  });
}

/** Corrects the name or birth date of a child a guardian manages (a child with an account edits their own). */
export async function updateManagedChild(
  context: AppContext,
  { actor, child, values: input }: { actor: Actor; child: GuardedChild; values: ManagedChildUpdate },
): Promise<'updated' | 'not-managed'> {
  if (!child.managed) return 'not-managed';
  await context.db.$transaction(async (tx) => {
    await tx.user.update({
      where: { id: child.id },
      data: { name: input.name, birthDate: dateOnly(input.birthDate) },
    });
    await recordAudit(tx, {
      actor,
      action: 'family.child_updated',
      subject: { type: 'user', id: child.id, label: input.name },
      before: { name: child.name, birthDate: birthDateText(child.birthDate) },
      after: input,
    });
  });
  return 'updated';
}

/**
 * A managed child removed by a guardian is erased as an account deletion would (future tickets
 * cancelled, places announced), when `mayRemoveChild` lets this guardian ('forbidden' otherwise); a
 * child with their own account is only unlinked from this guardian's account, and their consent stays
 * as given.
 */
export async function removeChild(
  context: AppContext,
  { actor, child }: { actor: Actor; child: GuardedChild },
): Promise<'erased' | 'unlinked' | 'forbidden'> {
  const now = context.now();
  if (!child.managed) {
    await context.db.$transaction(async (tx) => {
      await tx.guardian.update({ where: { id: child.guardianId }, data: { accountId: null, doorNotices: false } });
      await recordAudit(tx, {
        actor,
        action: 'family.child_unlinked',
        subject: { type: 'user', id: child.id, label: child.name },
      });
    });
    return 'unlinked';
  }
  const cancelled = await context.db.$transaction(async (tx) => {
    const guardians = await tx.guardian.findMany({
      where: { userId: child.id },
      select: { id: true, position: true, accountId: true },
    });
    const acting = guardians.find(({ id }) => id === child.guardianId);
    if (!acting || !mayRemoveChild(guardians, { acting, managed: true })) return null;
    await recordAudit(tx, { actor, action: 'family.child_removed', subject: { type: 'user', id: child.id } });
    return eraseMember(tx, child.id, now);
  });
  if (cancelled === null) return 'forbidden';
  await announceCancelled(context, cancelled);
  return 'erased';
}
