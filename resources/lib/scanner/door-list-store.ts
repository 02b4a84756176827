// The door lists a scanner holds (SPEC §11): refreshed while online, read offline, wiped after the event.
import type { DoorList } from '../../../common/types/scanner';
import { deviceStore, type StoredDoorList } from './device-store';
import { forgetCachedScanner } from '../offline-pages';

export async function storedDoorList(eventId: number): Promise<StoredDoorList | null> {
  return (await (await deviceStore()).get('lists', eventId)) ?? null;
}

export async function storeDoorList(list: DoorList, etag: string | null): Promise<StoredDoorList> {
  const stored: StoredDoorList = { ...list, etag };
  await (await deviceStore()).put('lists', stored);
  return stored;
}

/**
 * Deletes every door list past its time, with the codes admitted offline at that door and the cached
 * scanner page. Queued scans stay until they are synced: they are the door's record, not a copy.
 */
export async function wipeExpiredDoorLists(now: Date): Promise<void> {
  const db = await deviceStore();
  const expired = (await db.getAll('lists')).filter((list) => new Date(list.wipeAfter) <= now);
  for (const { eventId } of expired) {
    const transaction = db.transaction(['lists', 'accepted'], 'readwrite');
    await transaction.objectStore('lists').delete(eventId);
    const admitted = await transaction.objectStore('accepted').getAllKeys(IDBKeyRange.bound([eventId], [eventId, []]));
    await Promise.all(admitted.map((key) => transaction.objectStore('accepted').delete(key)));
    await transaction.done;
    await forgetCachedScanner(eventId);
  }
}
