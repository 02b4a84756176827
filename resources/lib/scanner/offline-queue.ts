// Scans made while offline, kept until the server has judged them, and the codes this device admitted
// offline (a second offline scan of one of them is "already checked in" here).
import { deviceStore, type QueuedScan } from './device-store';

export type { QueuedScan } from './device-store';

export async function wasAcceptedHere(eventId: number, code: string): Promise<boolean> {
  return (await (await deviceStore()).get('accepted', [eventId, code])) !== undefined;
}

/** The ids of the scans this device admitted offline at the event's door: conflicts naming them are ours. */
export async function ownAdmissions(eventId: number): Promise<Set<string>> {
  const accepted = await (await deviceStore()).getAll('accepted');
  return new Set(
    accepted.flatMap((entry) => (entry.eventId === eventId && entry.clientScanId ? [entry.clientScanId] : [])),
  );
}

/**
 * Queues a scan; an admission is remembered (under `admittedAs`: the ticket when the door list named
 * it, so its code and its reference count as one) so it is not admitted twice while offline.
 */
export async function queueScan(scan: QueuedScan, admittedAs = scan.code): Promise<void> {
  const db = await deviceStore();
  const transaction = db.transaction(['queue', 'accepted'], 'readwrite');
  await transaction.objectStore('queue').put(scan);
  if (scan.judgement === 'accepted' && scan.direction !== 'exit')
    await transaction
      .objectStore('accepted')
      .put({ eventId: scan.eventId, code: admittedAs, clientScanId: scan.clientScanId });
  await transaction.done;
}

/** The event's queued scans, oldest first. */
export async function queuedScans(eventId: number): Promise<QueuedScan[]> {
  const scans = await (await deviceStore()).getAllFromIndex('queue', 'byEvent', eventId);
  return scans.sort((a, b) => a.scannedAt.localeCompare(b.scannedAt));
}

/** Forgets scans the server has judged. */
export async function removeScans(clientScanIds: readonly string[]): Promise<void> {
  const db = await deviceStore();
  const transaction = db.transaction('queue', 'readwrite');
  await Promise.all([...clientScanIds.map((id) => transaction.store.delete(id)), transaction.done]);
}
