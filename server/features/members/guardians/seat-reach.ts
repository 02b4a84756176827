import type { AppContext } from '../../../context.js';
import type { Prisma } from '../../../db.js';
import type { OutboxJob } from '../../../jobs/outbox.js';
import { mailJob } from '../../../mail/delivery.js';
import { guardianRemovedMessage } from '../../../mail/messages/guardian-removed.js';
import type { GuardianConsentState } from '../../../../common/guardian-consent.js';

const droppedSelect = {
  id: true,
  name: true,
  email: true,
  consentState: true,
  user: { select: { name: true } },
} satisfies Prisma.GuardianSelect;

/**
 * Takes away what the guardian in seat `guardianId` added for the child (SPEC §10): the adults they
 * allowed to collect them and the second guardian they invited, answered or not. The seat now holds
 * someone else (the child replaced a guardian named at a wrong address), and nobody the child never
 * named may keep acting for them. Returns the second guardians taken off, to be told after the commit.
 */
export async function dropWhatGuardianAdded(
  tx: Prisma.TransactionClient,
  guardianId: number,
): Promise<GuardianTakenOff[]> {
  await tx.authorisedAdult.deleteMany({ where: { addedById: guardianId } });
  const invited = await tx.guardian.findMany({ where: { invitedById: guardianId }, select: droppedSelect });
  // Their own collectors go with them (the foreign key cascades).
  await tx.guardian.deleteMany({ where: { id: { in: invited.map(({ id }) => id) } } });
  return invited.map(({ user, ...guardian }) => ({ ...guardian, child: user.name }));
}

/** A guardian who no longer acts for a child, as the mail telling them needs them. */
export interface GuardianTakenOff {
  id: number;
  name: string;
  email: string;
  consentState: GuardianConsentState;
  child: string;
}

/**
 * The mail to each guardian the child's change took off: the one the child replaced (`replaced`), or a
 * second guardian invited by them (`inviter-replaced`). `at` tells one replacement of a seat from the
 * next. Jobs to write with the change (`queueAfterCommit`), so a crash after it cannot lose them.
 */
export function takenOffMails(
  { config }: Pick<AppContext, 'config'>,
  taken: readonly { guardian: GuardianTakenOff; reason: 'replaced' | 'inviter-replaced' }[],
  at: Date,
): OutboxJob[] {
  return taken
    .map(({ guardian, reason }) =>
      mailJob(
        guardianRemovedMessage({
          appName: config.appName,
          to: guardian.email,
          guardianName: guardian.name,
          child: guardian.child,
          pending: guardian.consentState === 'pending',
          reason,
        }),
        `guardian-${reason}:${guardian.id}:${at.getTime()}`,
      ),
    )
    .filter((job) => job !== null);
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
