import type { Prisma } from '../../db.js';

/**
 * Takes a deleted member's name off the door's records. A member who scanned through someone else's door
 * invitation while signed in had their own name copied onto the scans and the tickets they let in; the
 * names volunteers without an account typed at the member's own invitations are theirs, and stay.
 */
export async function eraseDoorNames(tx: Prisma.TransactionClient, userId: number): Promise<void> {
  const asVolunteer = { scannedById: userId, doorInvitation: { createdById: { not: userId } } };
  await tx.ticket.updateMany({
    where: { checkedInById: userId, checkedInByName: { not: null }, checkIns: { some: asVolunteer } },
    data: { checkedInByName: null },
  });
  await tx.checkIn.updateMany({ where: { ...asVolunteer, scannerName: { not: null } }, data: { scannerName: null } });
}
