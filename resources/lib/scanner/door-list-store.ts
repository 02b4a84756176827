// The door lists a scanner holds (SPEC §11): refreshed while online, read offline, wiped after the event.
import type { DoorList } from '../../../common/types/scanner';
import { deviceStore, hasDeviceStore, type StoredDoorList } from './device-store';
import { forgetCachedScanner } from '../offline-pages';

export async function storedDoorList(eventId: number): Promise<StoredDoorList | null> {
  return (await (await deviceStore()).get('lists', eventId)) ?? null;
}

export async function storeDoorList(list: DoorList, etag: string | null): Promise<StoredDoorList> {
  const stored: StoredDoorList = { ...list, etag };
  await (await deviceStore()).put('lists', stored);
  return stored;
}

/** Deletes the event's door list and the codes admitted offline at its door; with `queue`, its unsent scans too. */
async function wipeEvent(eventId: number, { queue }: { queue: boolean }): Promise<void> {
  const db = await deviceStore();
  const transaction = db.transaction(['lists', 'accepted', 'queue'], 'readwrite');
  const forEvent = IDBKeyRange.bound([eventId], [eventId, []]);
  const queued = queue ? await transaction.objectStore('queue').index('byEvent').getAllKeys(eventId) : [];
  await Promise.all([
    transaction.objectStore('lists').delete(eventId),
    transaction.objectStore('accepted').delete(forEvent),
    ...queued.map((key) => transaction.objectStore('queue').delete(key)),
    transaction.done,
  ]);
  await forgetCachedScanner(eventId);
}

/**
 * Deletes every door list past its time, with the codes admitted offline at that door and the cached
 * scanner page. Queued scans stay until they are synced: they are the door's record, not a copy.
 */
export async function wipeExpiredDoorLists(now: Date): Promise<void> {
  const expired = (await (await deviceStore()).getAll('lists')).filter((list) => new Date(list.wipeAfter) <= now);
  for (const { eventId } of expired) await wipeEvent(eventId, { queue: false });
}

/**
 * The server refused this browser at the event's door (SPEC §11: an invitation withdrawn or expired, a
 * session ended): nothing of that door stays, not even scans it could no longer send.
 */
export const wipeDoor = (eventId: number): Promise<void> => wipeEvent(eventId, { queue: true });

/** Signed out: every door list goes, with the codes admitted offline; queued scans wait for the next sign-in. */
export async function wipeAllDoorLists(): Promise<void> {
  if (!(await hasDeviceStore())) return;
  const lists = await (await deviceStore()).getAllKeys('lists');
  for (const eventId of lists) await wipeEvent(eventId, { queue: false });
}

/**
 * At every start of the app: lists past their time go even if the scanner is never opened again. A
 * browser that never scanned has no scanner database, and is not given one.
 */
export async function wipeExpiredDoorListsAtStart(now: Date): Promise<void> {
  if (!(await hasDeviceStore())) return;
  await wipeExpiredDoorLists(now);
}
