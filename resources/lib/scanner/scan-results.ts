// What the scanner shows for a scan, whoever judged it: the server, this device while offline, or
// nobody (the request failed in a way going offline cannot help: a stale page, the door closed to us).
import type { DoorDirection, DoorListEntry, RecentScan, ScanOutcome, ScanVerdict } from '../../../common/types/scanner';
import type { VerdictTone } from './feedback';
import type { OfflineJudgement } from './offline-check';

/** `ended`: the server refused this browser at the door; `session`: the page's CSRF token went stale. */
export type ScanFailure = 'session' | 'ended' | 'server';

export type ScanResult =
  | { kind: 'server'; outcome: ScanOutcome }
  /** `listed`: the code's line in the door list (name, minor, care icons), when the device had it. */
  | { kind: 'offline'; judgement: OfflineJudgement; listed?: DoorListEntry | null; direction?: DoorDirection }
  | { kind: 'failed'; reason: ScanFailure };

export interface ScanEntry {
  /** The client scan id for this device's scans, the log id for scans read from the server. */
  id: string;
  at: string;
  attendeeName: string | null;
  result: ScanResult;
  /** The server's full verdict, when it gave one for this scan. */
  verdict: ScanVerdict | null;
  /** The ticket the server found for the scan. */
  ticketId?: number | null;
  /** An admission an organiser undid since (from the server's log, or live from the staff channel). */
  undone?: boolean;
}

export function toneOf(result: ScanResult): VerdictTone {
  if (result.kind === 'server') {
    if (result.outcome === 'valid') return 'good';
    return result.outcome === 'already_checked_in' || result.outcome === 'not_inside' ? 'warning' : 'bad';
  }
  if (result.kind === 'offline')
    return result.judgement === 'accepted' ? 'good' : result.judgement === 'already_accepted' ? 'warning' : 'bad';
  return 'bad';
}

export const entryFromServer = (scan: RecentScan, verdict: ScanVerdict | null = null): ScanEntry => ({
  id: scan.id,
  at: scan.at,
  attendeeName: scan.attendeeName,
  result: { kind: 'server', outcome: scan.outcome },
  verdict,
  ticketId: scan.ticketId,
  undone: scan.undone,
});

/** After an organiser undid the ticket's check-in: its admissions in the list are marked, as the log marks them. */
export const markUndone = (entries: ScanEntry[], ticketId: number): ScanEntry[] =>
  entries.map((entry) =>
    entry.ticketId === ticketId && entry.result.kind === 'server' && entry.result.outcome === 'valid'
      ? { ...entry, undone: true }
      : entry,
  );

// The door list of a cancelled event (or a draft) marks its tickets cancelled: the server says why.
const SAME_AS: Record<OfflineJudgement, readonly ScanOutcome[]> = {
  accepted: ['valid'],
  already_accepted: ['already_checked_in'],
  cancelled: ['cancelled', 'event_cancelled', 'door_closed'],
  wrong_event: ['wrong_event'],
  unknown: ['unknown'],
};

/** Whether the server, once reached, judged an offline scan differently from this device. */
export const judgedDifferently = (judgement: OfflineJudgement, verdict: ScanVerdict): boolean =>
  !SAME_AS[judgement].includes(verdict.outcome);

/** A refused request's failure; 401 and 403 never get here, they end the door's access (api.ts). */
export const failureOf = (status: number): ScanFailure => (status === 419 ? 'session' : 'server');

/** A random scan id; `crypto.randomUUID` needs a secure context, the fallback only random bytes. */
export function newScanId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
