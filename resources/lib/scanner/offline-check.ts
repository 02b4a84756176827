import { ed25519 } from '@noble/curves/ed25519.js';
import { fromBase64Url, parseTicketCode } from '../../../common/ticket-code';
import type { DoorDirection, DoorListEntry } from '../../../common/types/scanner';

/** What the scanner can tell about a code without the server: the signature, the event, the door list and this device's own scans. */
export type OfflineJudgement = 'accepted' | 'already_accepted' | 'cancelled' | 'wrong_event' | 'unknown';

export interface OfflineFacts {
  direction: DoorDirection;
  /** This device admitted the code while offline already. */
  acceptedHere: boolean;
  /** The code's line in the event's door list, if the device holds the list and the code is on it. */
  listed: DoorListEntry | null;
}

/**
 * Judges a code with the public key and the door list. A code is only "accepted" for now: the server,
 * once reached, has the last word (cancelled meanwhile, or checked in at another door). A ticket newer
 * than the device's door list is judged by its signature alone.
 */
export function judgeOffline(
  code: string,
  publicKeyBase64Url: string,
  eventId: number,
  { direction, acceptedHere, listed }: OfflineFacts,
): OfflineJudgement {
  const parts = parseTicketCode(code);
  const publicKey = fromBase64Url(publicKeyBase64Url);
  if (!parts || !publicKey) return 'unknown';
  let signed = false;
  try {
    signed = ed25519.verify(parts.signature, parts.payload, publicKey);
  } catch {
    signed = false;
  }
  if (!signed) return 'unknown';
  if (parts.eventId !== eventId) return 'wrong_event';
  return judgeListed({ direction, acceptedHere, listed });
}

/** What the door list and this device's own scans say of a genuine ticket of this event. */
function judgeListed({ direction, acceptedHere, listed }: OfflineFacts): OfflineJudgement {
  if (listed?.cancelled) return 'cancelled';
  if (direction === 'exit') return 'accepted';
  return acceptedHere || listed?.inside ? 'already_accepted' : 'accepted';
}

/** A typed reference: only the door list can tell whose it is; without a line there, it is unknown. */
export const judgeReferenceOffline = (facts: OfflineFacts): OfflineJudgement =>
  facts.listed ? judgeListed(facts) : 'unknown';
