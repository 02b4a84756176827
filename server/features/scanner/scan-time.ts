const HOUR_MS = 60 * 60 * 1000;

/** Scans from this long before an event starts count as its door (queues form early). */
export const DOOR_OPENS_BEFORE_MS = 6 * HOUR_MS;
/**
 * Those inside an event still count against its location's capacity this long after its end: the
 * audience is leaving, mostly without being scanned out. Then they count no more, so the next event there
 * is not refused for people gone home.
 */
export const DOOR_CLOSES_AFTER_END_MS = HOUR_MS / 2;
/** How long an offline scanner may hold a scan before syncing it and still have its own time kept. */
export const MAX_OFFLINE_DELAY_MS = 24 * HOUR_MS;

export interface DoorWindow {
  startsAt: Date;
  endsAt: Date;
}

/**
 * When a scan checks its ticket in: the time the scanner says it happened (an offline scan syncs
 * later) when that is believable, otherwise the time it arrived. Believable means not in the future,
 * at most a day old, and inside the event's door window, so nobody can backdate a check-in to 2001.
 */
export function checkInTime(scannedAt: Date | undefined, door: DoorWindow, now: Date): Date {
  if (!scannedAt) return now;
  const time = scannedAt.getTime();
  const believable =
    time <= now.getTime() &&
    time >= now.getTime() - MAX_OFFLINE_DELAY_MS &&
    time >= door.startsAt.getTime() - DOOR_OPENS_BEFORE_MS &&
    time <= door.endsAt.getTime();
  return believable ? scannedAt : now;
}
