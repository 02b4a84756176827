import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DoorList, DoorListEntry } from '../../common/types/scanner';
import { referenceFromCodeHash } from '../../common/ticket-reference';
import { routes } from '../lib/routes';
import { DoorAccessEnded, doorFetch } from '../lib/scanner/api';
import type { StoredDoorList } from '../lib/scanner/device-store';
import { storeDoorList, storedDoorList, wipeExpiredDoorLists } from '../lib/scanner/door-list-store';

/** While online, how often the scanner asks whether the door list changed (a 304 when it did not). */
const REFRESH_MS = 30_000;
const TIMEOUT_MS = 10_000;

async function fetchDoorList(eventId: number, stored: StoredDoorList | null): Promise<StoredDoorList | null> {
  const response = await doorFetch(routes.admin.events.doorList(eventId), {
    headers: stored?.etag ? { 'If-None-Match': stored.etag } : {},
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (response.status === 304) return stored;
  if (!response.ok) return stored;
  return storeDoorList((await response.json()) as DoorList, response.headers.get('ETag'));
}

/**
 * The event's door list on this device (SPEC §11): loaded from storage at once, refreshed from the
 * server when the page opens and every half minute while online; lists past their time are wiped first.
 * A server refusing this browser calls `onAccessEnded` (which wipes the list); once `ended`, the list is
 * neither shown nor asked for again.
 */
export function useDoorList(
  eventId: number,
  { online, ended, onAccessEnded }: { online: boolean; ended: boolean; onAccessEnded: () => void },
) {
  const [list, setList] = useState<StoredDoorList | null>(null);
  const accessEnded = useRef(onAccessEnded);
  accessEnded.current = onAccessEnded;

  const refresh = useCallback(async () => {
    const stored = await storedDoorList(eventId);
    try {
      setList(await fetchDoorList(eventId, stored));
    } catch (error) {
      if (error instanceof DoorAccessEnded) return accessEnded.current();
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
    if (!online || ended) return undefined;
    void refresh();
    const timer = setInterval(() => void refresh(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [online, ended, refresh]);

  const shown = ended ? null : list;
  const lookup = useMemo(() => {
    const entries = shown?.entries ?? [];
    return {
      byHash: new Map<string, DoorListEntry>(entries.map((entry) => [entry.codeHash, entry])),
      byReference: new Map<string, DoorListEntry>(
        entries.flatMap((entry) => {
          const reference = referenceFromCodeHash(entry.codeHash);
          return reference ? [[reference, entry] as const] : [];
        }),
      ),
    };
  }, [shown]);
  return { list: shown, ...lookup, refresh };
}
