// What the check-in service answers for a scan, shared by the server and the scanner page.
import type { GuardianRelationship } from '../guardian-relationships';
import type { CareFlags } from './care';
import type { EventCounters } from './tickets';

export interface MinorGuardian {
  name: string;
  phone: string;
  relationship: GuardianRelationship;
}

export type ScanVerdict =
  /**
   * `guardian` is set when the attendee is a minor: the door checks with this person. `care` is set
   * when the member entered care information and it is still visible to staff (icons only).
   */
  | { outcome: 'valid'; attendeeName: string; minor: boolean; guardian: MinorGuardian | null; care: CareFlags | null }
  | { outcome: 'already_checked_in'; attendeeName: string; checkedInAt: string; checkedInBy: string | null }
  | { outcome: 'wrong_event'; event: { title: string; startsAt: string } }
  | { outcome: 'cancelled'; attendeeName: string }
  | { outcome: 'unknown' };

export type ScanOutcome = ScanVerdict['outcome'];

/** One line of the scanner's recent-scans list. */
export interface RecentScan {
  id: string;
  at: string;
  outcome: ScanOutcome;
  /** The attendee, when the code belonged to a ticket. */
  attendeeName: string | null;
}

/** `POST /admin/events/:id/scans` answers this. */
export interface ScanResponse {
  verdict: ScanVerdict;
  scan: RecentScan;
  counters: EventCounters;
}

/** Longer than any ticket code and any sane QR payload: the server refuses longer text, the page cuts it. */
export const MAX_SCANNED_TEXT = 2000;

/** Scans per sync request; the scanner page sends a longer offline queue in several requests. */
export const MAX_SYNC_BATCH = 100;

/** `POST /admin/events/:id/scans/sync` answers this: one result per queued scan, in order. */
export interface SyncResponse {
  results: { clientScanId: string; verdict: ScanVerdict; scan: RecentScan }[];
  counters: EventCounters;
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
  locationName: string | null;
}

export interface ScannerPageProps {
  event: ScannerEvent;
  counters: EventCounters;
  /** The raw Ed25519 public key (base64url): verifies codes offline. The signing key never leaves the server. */
  publicKeyBase64Url: string;
  recentScans: RecentScan[];
}
