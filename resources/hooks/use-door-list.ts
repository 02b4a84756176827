import { useCallback, useEffect, useMemo, useState } from 'react';
import type { DoorList, DoorListEntry } from '../../common/types/scanner';
import { referenceFromCodeHash } from '../../common/ticket-reference';
import { routes } from '../lib/routes';
import type { StoredDoorList } from '../lib/scanner/device-store';
import { storeDoorList, storedDoorList, wipeExpiredDoorLists } from '../lib/scanner/door-list-store';

/** While online, how often the scanner asks whether the door list changed (a 304 when it did not). */
const REFRESH_MS = 30_000;
const TIMEOUT_MS = 10_000;

async function fetchDoorList(eventId: number, stored: StoredDoorList | null): Promise<StoredDoorList | null> {
  const response = await fetch(routes.admin.events.doorList(eventId), {
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...(stored?.etag ? { 'If-None-Match': stored.etag } : {}) },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (response.status === 304) return stored;
  if (!response.ok) return stored;
  return storeDoorList((await response.json()) as DoorList, response.headers.get('ETag'));
}

/**
 * The event's door list on this device (SPEC §11): loaded from storage at once, refreshed from the
 * server when the page opens and every half minute while online; lists past their time are wiped first.
 */
export function useDoorList(eventId: number, online: boolean) {
  const [list, setList] = useState<StoredDoorList | null>(null);

  const refresh = useCallback(async () => {
    const stored = await storedDoorList(eventId);
    try {
      setList(await fetchDoorList(eventId, stored));
    } catch {
      // Offline or timed out: the stored list stands.
      setList((current) => current ?? stored);
    }
  }, [eventId]);

  // Offline, the stored list is all there is; a fetch that answered first is newer and stays.
  useEffect(() => {
    void wipeExpiredDoorLists(new Date())
      .then(() => storedDoorList(eventId))
      .then((stored) => setList((current) => current ?? stored));
  }, [eventId]);

  useEffect(() => {
    if (!online) return undefined;
    void refresh();
    const timer = setInterval(() => void refresh(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [online, refresh]);

  const lookup = useMemo(() => {
    const entries = list?.entries ?? [];
    return {
      byHash: new Map<string, DoorListEntry>(entries.map((entry) => [entry.codeHash, entry])),
      byReference: new Map<string, DoorListEntry>(
        entries.flatMap((entry) => {
          const reference = referenceFromCodeHash(entry.codeHash);
          return reference ? [[reference, entry] as const] : [];
        }),
      ),
    };
  }, [list]);
  return { list, ...lookup, refresh };
}
