// What the check-in service answers for a scan, shared by the server and the scanner page.
import type { GuardianRelationship } from '../guardian-relationships';
import type { CareFlags } from './care';
import type { EventCounters } from './tickets';

export interface MinorGuardian {
  name: string;
  phone: string;
  relationship: GuardianRelationship;
}

/** Someone who may collect a minor at the door (SPEC §11): a guardian, or an adult a guardian allowed. */
export interface DoorCollector {
  name: string;
  phone: string;
  relationship: string;
  kind: 'guardian' | 'authorised';
}

/** Which way the scanner lets people through (SPEC §11). */
export const DOOR_DIRECTIONS = ['entry', 'exit'] as const;
export type DoorDirection = (typeof DOOR_DIRECTIONS)[number];

export type ScanVerdict =
  /**
   * `guardian` is set when the attendee is a minor: the door checks with this person. `care` is set
   * when the member entered care information and it is still visible to staff (icons only). On a
   * minor's exit, `collectors` lists who may collect them.
   */
  | {
      outcome: 'valid';
      direction: DoorDirection;
      attendeeName: string;
      minor: boolean;
      guardian: MinorGuardian | null;
      care: CareFlags | null;
      collectors: DoorCollector[] | null;
    }
  | { outcome: 'not_inside'; attendeeName: string }
  | { outcome: 'location_full'; attendeeName: string }
  | { outcome: 'already_checked_in'; attendeeName: string; checkedInAt: string; checkedInBy: string | null }
  | { outcome: 'wrong_event'; event: { title: string; startsAt: string } }
  | { outcome: 'cancelled'; attendeeName: string }
  /** An entry at the door of a cancelled event: refused whatever the ticket (exits still let people out). */
  | { outcome: 'event_cancelled'; attendeeName: string }
  /** An entry while the event's door is not open: a draft, or before its doors open or after they close. */
  | { outcome: 'door_closed'; attendeeName: string }
  | { outcome: 'unknown' };

export type ScanOutcome = ScanVerdict['outcome'];

/** Every outcome a scan can have, as the door's log stores them. */
export const SCAN_OUTCOMES = [
  'valid',
  'already_checked_in',
  'wrong_event',
  'cancelled',
  'unknown',
  'not_inside',
  'location_full',
  'event_cancelled',
  'door_closed',
] as const satisfies readonly ScanOutcome[];

/** A ticket holder found by name at the door (`GET /admin/events/:id/door-search?q=`). */
export interface DoorSearchResult {
  ticketId: number;
  name: string;
  inside: boolean;
  checkedIn: boolean;
  minor: boolean;
}

export interface DoorSearchResponse {
  results: DoorSearchResult[];
}

/** The shortest name search the door runs. */
export const MIN_DOOR_SEARCH = 2;

/** One line of the scanner's recent-scans list. */
export interface RecentScan {
  id: string;
  at: string;
  outcome: ScanOutcome;
  /** The attendee, when the code belonged to a ticket. */
  attendeeName: string | null;
  /** Its ticket, when it named one of this event's (the scanner marks it when a check-in is undone). */
  ticketId: number | null;
  /** An admission an organiser undid afterwards (a mistaken scan): it no longer counts. */
  undone: boolean;
}

/** Beside the counters at the door (SPEC §11): admissions per entrance, and the location's occupancy. */
export interface DoorFigures {
  /** `name` null: scans from a scanner that named no entrance. */
  entrances: { name: string | null; admitted: number }[];
  occupancy: {
    location: string;
    inside: number;
    capacity: number;
    hardLimit: boolean;
    /** `warning` from 90 % of the capacity, `full` at 100 %. */
    level: 'ok' | 'warning' | 'full';
  } | null;
}

/** `POST /admin/events/:id/scans` answers this. */
export interface ScanResponse {
  verdict: ScanVerdict;
  scan: RecentScan;
  counters: EventCounters;
  door: DoorFigures;
}

/** Longer than any ticket code and any sane QR payload: the server refuses longer text, the page cuts it. */
export const MAX_SCANNED_TEXT = 2000;

/** The longest entrance name a scanner may give (e.g. "Side door by the car park"). */
export const MAX_ENTRANCE_NAME = 60;

/** Scans per sync request; the scanner page sends a longer offline queue in several requests. */
export const MAX_SYNC_BATCH = 100;

/** `POST /admin/events/:id/scans/sync` answers this: one result per queued scan, in order. */
export interface SyncResponse {
  results: { clientScanId: string; verdict: ScanVerdict; scan: RecentScan }[];
  counters: EventCounters;
  /** Offline admissions of this batch that another device had made too. */
  conflicts: DoorConflict[];
}

/** What `TicketCheckedIn` carries on the member's own `user.{id}` channel. */
export interface MemberCheckedIn {
  ticketId: number;
  eventId: number;
  checkedInAt: string;
}

export interface ScannerEvent {
  id: number;
  title: string;
  startsAt: string;
  endsAt: string;
  status: string;
  /** When the event was cancelled, while it is: the door refuses every entry. */
  cancelledAt: string | null;
  /** The door's window (server/features/scanner/scan-time.ts): entries outside it are refused. */
  doorOpensAt: string;
  doorClosesAt: string;
  locationName: string | null;
}

export interface ScannerPageProps {
  event: ScannerEvent;
  counters: EventCounters;
  /** The raw Ed25519 public key (base64url): verifies codes offline. The signing key never leaves the server. */
  publicKeyBase64Url: string;
  recentScans: RecentScan[];
  door: DoorFigures;
  /** Set when a door invitation let this browser in: the name its scans are logged under. */
  volunteer: string | null;
}

/** One ticket of the door list: enough for an offline verdict, nothing more (SPEC §11). */
export interface DoorListEntry {
  ticketId: number;
  /** The ticket code's hash (see `common/door-list`): the device matches scanned codes without holding any. */
  codeHash: string;
  name: string;
  minor: boolean;
  /** Icons only, and only while care information is visible to staff. */
  care: CareFlags | null;
  cancelled: boolean;
  inside: boolean;
}

/** Two devices admitted one ticket while offline (SPEC §11): both are told after they synced. */
export interface DoorConflict {
  ticketId: number;
  attendeeName: string;
  /**
   * The admission that counted, then the one that found the ticket already inside. `clientScanId` is
   * told only to the scanner that made the scan (null for another's): a device finds its own by it.
   */
  admissions: { clientScanId: string | null; scannedAt: string; scannerName: string; entrance: string | null }[];
}

/** `GET /admin/events/:id/door-list`: what a scanner keeps on the device for the event. */
export interface DoorList {
  eventId: number;
  /** The device deletes the list (and the cached scanner page) after this time. */
  wipeAfter: string;
  entries: DoorListEntry[];
  conflicts: DoorConflict[];
}

/** Sent on `admin.event.{id}` when a sync found two offline admissions of one ticket. */
export interface DoorConflictsFound {
  conflicts: DoorConflict[];
}

/** A door invitation as the event's admin page lists it (SPEC §11). */
export interface DoorInvitationView {
  id: number;
  label: string;
  opensAt: string;
  closesAt: string;
  createdBy: string;
  state: 'upcoming' | 'open' | 'expired' | 'withdrawn';
  scans: number;
}

/** `door/Join`: a door invitation asks a volunteer without an account for the name their scans carry. */
export interface DoorJoinPageProps {
  event: { title: string; startsAt: string };
  closesAt: string;
}

/** The longest name a door volunteer may give. */
export const MAX_DOOR_VOLUNTEER_NAME = 80;
