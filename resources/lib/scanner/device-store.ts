// What a scanner keeps on the device, in IndexedDB (SPEC §11; the README lists it): scans made offline
// until the server judged them, the codes this device admitted offline, and each event's door list.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { DoorConflict, DoorDirection, DoorListEntry } from '../../../common/types/scanner';
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

/** An event's door list as fetched, with the ETag that refreshes it and when it must go. */
export interface StoredDoorList {
  eventId: number;
  etag: string | null;
  wipeAfter: string;
  entries: DoorListEntry[];
  conflicts: DoorConflict[];
}

interface ScannerStore extends DBSchema {
  queue: { key: string; value: QueuedScan; indexes: { byEvent: number } };
  /** `clientScanId` is missing on entries stored before conflicts were reported. */
  accepted: { key: [number, string]; value: { eventId: number; code: string; clientScanId?: string } };
  lists: { key: number; value: StoredDoorList };
}

export const DEVICE_DATABASE = 'agora-scanner';

let opened: Promise<IDBPDatabase<ScannerStore>> | null = null;

export function deviceStore(): Promise<IDBPDatabase<ScannerStore>> {
  opened ??= openDB<ScannerStore>(DEVICE_DATABASE, 2, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        db.createObjectStore('queue', { keyPath: 'clientScanId' }).createIndex('byEvent', 'eventId');
        db.createObjectStore('accepted', { keyPath: ['eventId', 'code'] });
      }
      if (oldVersion < 2) db.createObjectStore('lists', { keyPath: 'eventId' });
    },
  });
  return opened;
}

/** Whether this browser has the scanner's database (true where the browser cannot list its databases). */
export async function hasDeviceStore(): Promise<boolean> {
  if (opened) return true;
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  return (await indexedDB.databases()).some((database) => database.name === DEVICE_DATABASE);
}
