import type { AppContext } from '../../../context.js';
import type { Prisma } from '../../../db.js';
import { enqueueMail } from '../../../mail/delivery.js';
import { guardianRemovedMessage } from '../../../mail/messages/guardian-removed.js';

const droppedSelect = {
  id: true,
  name: true,
  email: true,
  consentState: true,
  user: { select: { name: true } },
} satisfies Prisma.GuardianSelect;

export type DroppedGuardian = Prisma.GuardianGetPayload<{ select: typeof droppedSelect }>;

/**
 * Takes away what the guardian in seat `guardianId` added for the child (SPEC §10): the adults they
 * allowed to collect them and the second guardian they invited, answered or not. The seat now holds
 * someone else (the child replaced a guardian named at a wrong address), and nobody the child never
 * named may keep acting for them. Returns the second guardians taken off, to be told after the commit.
 */
export async function dropWhatGuardianAdded(
  tx: Prisma.TransactionClient,
  guardianId: number,
): Promise<DroppedGuardian[]> {
  await tx.authorisedAdult.deleteMany({ where: { addedById: guardianId } });
  const invited = await tx.guardian.findMany({ where: { invitedById: guardianId }, select: droppedSelect });
  // Their own collectors go with them (the foreign key cascades).
  await tx.guardian.deleteMany({ where: { id: { in: invited.map(({ id }) => id) } } });
  return invited;
}

/** Mails each second guardian taken off a child because the guardian who invited them was replaced. */
export async function tellDroppedGuardians(
  { config, jobs }: Pick<AppContext, 'config' | 'jobs'>,
  dropped: readonly DroppedGuardian[],
): Promise<void> {
  for (const guardian of dropped)
    await enqueueMail(
      jobs,
      guardianRemovedMessage({
        appName: config.appName,
        to: guardian.email,
        guardianName: guardian.name,
        child: guardian.user.name,
        pending: guardian.consentState === 'pending',
        inviterReplaced: true,
      }),
      `guardian-removed:${guardian.id}`,
    );
}

/**
 * A deleted account's guardian seats (SPEC §10): each goes, with the adults it allowed to collect the
 * child, so the door no longer names someone whose account is gone and their contact details are not
 * kept. An invitation it sent that nobody answered goes too; a second guardian who answered keeps their
 * own answer and, when the first seat went, takes it, so they can act for the child and invite another.
 */
export async function vacateGuardianSeats(tx: Prisma.TransactionClient, accountId: number): Promise<void> {
  const seats = await tx.guardian.findMany({
    where: { accountId },
    select: { id: true, userId: true, position: true },
  });
  for (const seat of seats) {
    await tx.guardian.deleteMany({ where: { invitedById: seat.id, consentState: 'pending' } });
    await tx.guardian.delete({ where: { id: seat.id } });
    if (seat.position === 0)
      await tx.guardian.updateMany({ where: { userId: seat.userId, position: { gt: 0 } }, data: { position: 0 } });
  }
}
