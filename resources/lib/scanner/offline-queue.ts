// Scans made while offline, kept in IndexedDB until the server has judged them, and the codes this
// device accepted offline (a second offline scan of one of them is "already checked in" here).
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { DoorDirection } from '../../../common/types/scanner';
import type { OfflineJudgement } from './offline-check';

export interface QueuedScan {
  clientScanId: string;
  eventId: number;
  code: string;
  scannedAt: string;
  /** Entry or exit, and the entrance, as the scanner was set when it scanned (older queues have none). */
  direction?: DoorDirection;
  entrance?: string;
  /** What the scanner said at the time, to report a different verdict from the server. */
  judgement: OfflineJudgement;
}

interface ScannerStore extends DBSchema {
  queue: { key: string; value: QueuedScan; indexes: { byEvent: number } };
  accepted: { key: [number, string]; value: { eventId: number; code: string } };
}

let opened: Promise<IDBPDatabase<ScannerStore>> | null = null;

function store(): Promise<IDBPDatabase<ScannerStore>> {
  opened ??= openDB<ScannerStore>('agora-scanner', 1, {
    upgrade(db) {
      db.createObjectStore('queue', { keyPath: 'clientScanId' }).createIndex('byEvent', 'eventId');
      db.createObjectStore('accepted', { keyPath: ['eventId', 'code'] });
    },
  });
  return opened;
}

export async function wasAcceptedHere(eventId: number, code: string): Promise<boolean> {
  return (await (await store()).get('accepted', [eventId, code])) !== undefined;
}

/** Queues a scan; an accepted one is remembered so the same code is not admitted twice while offline. */
export async function queueScan(scan: QueuedScan): Promise<void> {
  const db = await store();
  const transaction = db.transaction(['queue', 'accepted'], 'readwrite');
  await transaction.objectStore('queue').put(scan);
  if (scan.judgement === 'accepted')
    await transaction.objectStore('accepted').put({ eventId: scan.eventId, code: scan.code });
  await transaction.done;
}

/** The event's queued scans, oldest first. */
export async function queuedScans(eventId: number): Promise<QueuedScan[]> {
  const scans = await (await store()).getAllFromIndex('queue', 'byEvent', eventId);
  return scans.sort((a, b) => a.scannedAt.localeCompare(b.scannedAt));
}

/** Forgets scans the server has judged. */
export async function removeScans(clientScanIds: readonly string[]): Promise<void> {
  const db = await store();
  const transaction = db.transaction('queue', 'readwrite');
  await Promise.all([...clientScanIds.map((id) => transaction.store.delete(id)), transaction.done]);
}
