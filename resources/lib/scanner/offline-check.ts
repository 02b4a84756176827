import { ed25519 } from '@noble/curves/ed25519.js';
import { fromBase64Url, parseTicketCode } from '../../../common/ticket-code';

/** What the scanner can tell about a code without the server: the signature, the event, and this device's own scans. */
export type OfflineJudgement = 'accepted' | 'already_accepted' | 'wrong_event' | 'unknown';

/**
 * Judges a code with the public key alone. A code is only "accepted" for now: the server, once reached,
 * has the last word (cancelled meanwhile, or checked in at another door).
 */
export function judgeOffline(
  code: string,
  publicKeyBase64Url: string,
  eventId: number,
  acceptedHere: boolean,
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
  return acceptedHere ? 'already_accepted' : 'accepted';
}
