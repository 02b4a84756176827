// Whether the event's door lets anyone in, as the scanner's banner says it (SPEC §11). The server decides
// each scan (server/features/scanner/scan-time.ts); this tells the door person before they scan.
import type { DoorDirection, ScannerEvent, ScanVerdict } from '../../../common/types/scanner';

/** What the scanner knows of the event's status: from the page, then from the server's verdicts and broadcasts. */
export type DoorStatus = 'published' | 'cancelled' | 'draft';

export type DoorState =
  | { kind: 'open' }
  | { kind: 'cancelled' }
  /** Not published: nobody gets in until an organiser publishes it. */
  | { kind: 'draft' }
  | { kind: 'not_yet'; opensAt: string }
  | { kind: 'closed'; closedAt: string };

export const doorStatusOf = (status: string): DoorStatus =>
  status === 'cancelled' || status === 'draft' ? status : 'published';

/** The door at `now`, on this device's clock (the server judges by its own, which the verdicts then show). */
export function doorStateAt(
  event: Pick<ScannerEvent, 'doorOpensAt' | 'doorClosesAt'>,
  status: DoorStatus,
  now: Date,
): DoorState {
  if (status === 'cancelled') return { kind: 'cancelled' };
  if (status === 'draft') return { kind: 'draft' };
  if (now < new Date(event.doorOpensAt)) return { kind: 'not_yet', opensAt: event.doorOpensAt };
  if (now > new Date(event.doorClosesAt)) return { kind: 'closed', closedAt: event.doorClosesAt };
  return { kind: 'open' };
}

/**
 * What an entry's verdict says of the event's status, or null when it says nothing (exits are never
 * refused; a code of another event or no ticket is judged before the door). The server refuses an entry
 * at a closed door before it looks at the ticket, so any other verdict on a ticket means the door was open.
 */
export function statusFromVerdict(
  verdict: ScanVerdict,
  direction: DoorDirection,
  event: Pick<ScannerEvent, 'doorOpensAt' | 'doorClosesAt'>,
  at: Date,
): DoorStatus | null {
  if (direction === 'exit' || verdict.outcome === 'wrong_event' || verdict.outcome === 'unknown') return null;
  if (verdict.outcome === 'event_cancelled') return 'cancelled';
  // Closed within its hours: taken back to draft. Outside them the hours say why.
  if (verdict.outcome === 'door_closed') return doorStateAt(event, 'published', at).kind === 'open' ? 'draft' : null;
  return 'published';
}
