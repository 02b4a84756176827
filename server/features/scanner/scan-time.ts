import type { EventStatus } from '../../../common/types/event-admin.js';

const HOUR_MS = 60 * 60 * 1000;

/** Scans from this long before an event starts count as its door (queues form early). */
export const DOOR_OPENS_BEFORE_MS = 6 * HOUR_MS;
/**
 * Those inside an event still count against its location's capacity this long after its end: the
 * audience is leaving, mostly without being scanned out. Then they count no more, so the next event there
 * is not refused for people gone home.
 */
export const COUNTED_INSIDE_AFTER_END_MS = HOUR_MS / 2;
/** Entries until this long after an event's end: events overrun, and latecomers still come in. */
export const DOOR_CLOSES_AFTER_MS = HOUR_MS;
/** How long an offline scanner may hold a scan before syncing it and still have its own time kept. */
export const MAX_OFFLINE_DELAY_MS = 24 * HOUR_MS;

export interface DoorWindow {
  startsAt: Date;
  endsAt: Date;
  status: EventStatus;
  /** When the event was cancelled (set while it is). */
  cancelledAt: Date | null;
}

/**
 * Why an entry scanned at `at` is refused whatever its ticket, or null when the door lets it be judged:
 * the event was cancelled by then (an offline scan from before the cancellation still counts), it is a
 * draft (taken back from published: its tickets stay, its door does not open), or `at` is outside its
 * door window. `at` is the scan's own time when believable (checkInTime), so an offline scan made while
 * the door was open counts whenever it syncs. Exits are never refused: whoever is inside can always be
 * let out, and counted out.
 */
export function closedDoor(door: DoorWindow, at: Date): 'event_cancelled' | 'door_closed' | null {
  const cancelledBy = door.status === 'cancelled' && !(door.cancelledAt && at < door.cancelledAt);
  if (cancelledBy) return 'event_cancelled';
  if (door.status === 'draft') return 'door_closed';
  return inDoorWindow(door, at) ? null : 'door_closed';
}

/** When the event's door opens for entries. */
export const doorOpensAt = (door: Pick<DoorWindow, 'startsAt'>): Date =>
  new Date(door.startsAt.getTime() - DOOR_OPENS_BEFORE_MS);

/** When the event's door closes to entries (it still lets people out). */
export const doorClosesAt = (door: Pick<DoorWindow, 'endsAt'>): Date =>
  new Date(door.endsAt.getTime() + DOOR_CLOSES_AFTER_MS);

/** Whether a scan at `at` falls in the event's door window: from its doors opening until they close. */
const inDoorWindow = (door: DoorWindow, at: Date): boolean => at >= doorOpensAt(door) && at <= doorClosesAt(door);

/**
 * When a scan checks its ticket in: the time the scanner says it happened (an offline scan syncs
 * later) when that is believable, otherwise the time it arrived. Believable means not in the future,
 * at most a day old, and inside the event's door window, so nobody can backdate a check-in to 2001.
 */
export function checkInTime(scannedAt: Date | undefined, door: DoorWindow, now: Date): Date {
  if (!scannedAt) return now;
  const time = scannedAt.getTime();
  const believable =
    time <= now.getTime() && time >= now.getTime() - MAX_OFFLINE_DELAY_MS && inDoorWindow(door, scannedAt);
  return believable ? scannedAt : now;
}
