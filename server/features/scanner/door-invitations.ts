import { PERMISSIONS } from '../../../common/permissions.js';
import type { AppContext } from '../../context.js';
import type { Prisma } from '../../db.js';
import type { EventStatus } from '../../../common/types/event-admin.js';
import type { DoorInvitationView } from '../../../common/types/scanner.js';
import { newToken, tokenHash } from '../../http/link-tokens.js';
import { ValidationFailed } from '../../http/validation.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import { ADMIN_ROLE } from '../members/index.js';

/** The path a door invitation's link opens: the token is the only secret, so it is shown once. */
export const doorInvitationPath = (token: string) => `/door/${encodeURIComponent(token)}`;

export interface DoorInvitationInput {
  label: string;
  opensAt: Date;
  closesAt: Date;
}

/**
 * Creates an invitation for one event and a time window; answers its link's token (never stored). A
 * cancelled event's door lets nobody in, so it gets none; a draft may, since it may yet be published.
 */
export async function createDoorInvitation(
  { db, now }: Pick<AppContext, 'db' | 'now'>,
  {
    actor,
    event,
    values: input,
  }: { actor: AuditActor; event: { id: number; title: string; status: EventStatus }; values: DoorInvitationInput },
): Promise<string> {
  if (event.status === 'cancelled')
    throw new ValidationFailed({
      label: 'This event is cancelled: its door lets nobody in, so it needs no door volunteers.',
    });
  if (input.closesAt <= now())
    throw new ValidationFailed({ closesAt: 'This time has passed: the invitation would never work.' });
  const token = newToken();
  await db.$transaction(async (tx) => {
    const invitation = await tx.doorInvitation.create({
      data: { eventId: event.id, tokenHash: tokenHash(token), createdById: actor.id, ...input },
      select: { id: true },
    });
    await recordAudit(tx, {
      actor,
      action: 'door.invitation_created',
      subject: { type: 'event', id: event.id, label: event.title },
      after: { invitationId: invitation.id, ...input },
    });
  });
  return token;
}

/** Withdraws an invitation of the event at once: its volunteers' next scan is refused. False if none was open. */
export async function withdrawDoorInvitation(
  { db, now: clock }: Pick<AppContext, 'db' | 'now'>,
  { actor, event, invitationId }: { actor: AuditActor; event: { id: number; title: string }; invitationId: number },
): Promise<boolean> {
  const now = clock();
  return db.$transaction(async (tx) => {
    const { count } = await tx.doorInvitation.updateMany({
      where: { id: invitationId, eventId: event.id, withdrawnAt: null },
      data: { withdrawnAt: now },
    });
    if (count === 0) return false;
    await recordAudit(tx, {
      actor,
      action: 'door.invitation_withdrawn',
      subject: { type: 'event', id: event.id, label: event.title },
      before: { invitationId, withdrawnAt: null },
      after: { invitationId, withdrawnAt: now },
    });
    return true;
  });
}

const stateOf = (invitation: { opensAt: Date; closesAt: Date; withdrawnAt: Date | null }, now: Date) =>
  invitation.withdrawnAt
    ? 'withdrawn'
    : now < invitation.opensAt
      ? 'upcoming'
      : now >= invitation.closesAt
        ? 'expired'
        : 'open';

export async function doorInvitations(
  { db, now: clock }: Pick<AppContext, 'db' | 'now'>,
  eventId: number,
): Promise<DoorInvitationView[]> {
  const now = clock();
  const invitations = await db.doorInvitation.findMany({
    where: { eventId },
    orderBy: { id: 'desc' },
    select: {
      id: true,
      label: true,
      opensAt: true,
      closesAt: true,
      withdrawnAt: true,
      createdBy: { select: { name: true } },
      _count: { select: { checkIns: true } },
    },
  });
  return invitations.map((invitation) => ({
    id: invitation.id,
    label: invitation.label,
    opensAt: invitation.opensAt.toISOString(),
    closesAt: invitation.closesAt.toISOString(),
    createdBy: invitation.createdBy.name,
    state: stateOf(invitation, now),
    scans: invitation._count.checkIns,
  }));
}

export interface OpenDoorInvitation {
  id: number;
  eventId: number;
  createdById: number;
  closesAt: Date;
  event: { title: string; startsAt: Date; status: EventStatus };
}

const OPEN_SELECT = {
  id: true,
  eventId: true,
  createdById: true,
  opensAt: true,
  closesAt: true,
  withdrawnAt: true,
  event: { select: { title: true, startsAt: true, status: true } },
} as const;

/**
 * Whoever made an invitation still manages events: a manager whose role was taken away, or whose account
 * is gone, leaves no door open behind them (a volunteer without an account scans as the maker). Part of
 * the invitation's own lookup, so it costs no statement of its own.
 */
const MAKER_STILL_MANAGES = {
  deletedAt: null,
  emailVerifiedAt: { not: null },
  roles: {
    some: {
      role: {
        OR: [{ name: ADMIN_ROLE }, { permissions: { some: { permission: { name: PERMISSIONS.eventsManage } } } }],
      },
    },
  },
} satisfies Prisma.UserWhereInput;

/**
 * The invitation, if it lets anyone scan right now (not withdrawn, inside its window, its maker still
 * managing events). Its event may be cancelled meanwhile: a volunteer already at the door keeps scanning,
 * and is told the event is cancelled at every entry; opening the link is refused (invitation-routes.ts).
 */
export async function openDoorInvitation(
  { db, now: clock }: Pick<AppContext, 'db' | 'now'>,
  by: { token: string } | { id: number },
): Promise<OpenDoorInvitation | null> {
  const now = clock();
  const invitation = await db.doorInvitation.findUnique({
    where: { ...('token' in by ? { tokenHash: tokenHash(by.token) } : { id: by.id }), createdBy: MAKER_STILL_MANAGES },
    select: OPEN_SELECT,
  });
  return invitation && stateOf(invitation, now) === 'open' ? invitation : null;
}
