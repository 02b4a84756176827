// Member-facing ticket props: the ticket panel on event/Show, the dashboard and the printable ticket.
// Dates are ISO strings.

import type { EventQuestion, TicketAnswers } from '../questions';

/** Why a member cannot take a ticket; each has a message on the event page and in the refusal flash. */
export const TICKET_REFUSALS = [
  'cancelled',
  'past',
  'alreadyHeld',
  'notOpenYet',
  'closed',
  'birthDateNeeded',
  'tooYoung',
  'guardianNeeded',
  'consentPending',
  'consentWithdrawn',
  'emailUnverified',
  'full',
] as const;
export type TicketRefusal = (typeof TICKET_REFUSALS)[number];

/** What the event page offers the visitor in its ticket panel. */
export type TicketPanel =
  | { kind: 'guest' }
  | { kind: 'unverified' }
  | { kind: 'available' }
  | { kind: 'held'; ticketId: number; cancellable: boolean }
  /** On the full event's waiting list, `position` in line (1 is next). */
  | { kind: 'waiting'; entryId: number; position: number }
  /** A freed place is offered to them until `until` (ISO): they take it with the usual form, or decline. */
  | { kind: 'offered'; entryId: number; until: string }
  | {
      kind: 'refused';
      reason: Exclude<TicketRefusal, 'alreadyHeld'>;
      opensAt: string | null;
      minimumAge: number | null;
    };

/**
 * A guardian's child on the event page: their ticket, one to take for them, why not (a sentence), or
 * their place on the waiting list: `full` may join it, `waiting` is in line, `offered` holds an offer.
 */
export interface ChildTicketOption {
  id: number;
  name: string;
  state: 'held' | 'available' | 'refused' | 'full' | 'waiting' | 'offered';
  ticketId: number | null;
  refusal: string | null;
  /** The child's waiting-list entry, while waiting or offered. */
  entryId: number | null;
  position: number | null;
  /** While offered: when the offer passes on (ISO). */
  offerUntil: string | null;
}

export interface TicketEventInfo {
  title: string;
  slug: string;
  startsAt: string;
  endsAt: string;
  status: 'published' | 'cancelled';
  location: { name: string; streetAddress: string; placeName: string } | null;
}

/** One of the member's own tickets, with its QR code as an SVG data URL (shown with <img>). */
export interface MemberTicket {
  id: number;
  /** The child it belongs to when a guardian sees it; null for the member's own ticket. */
  holder: string | null;
  code: string;
  /** Short, for typing at the door when the camera cannot read the QR code: `7KQ2-M9XD`. */
  reference: string;
  qr: string;
  checkedInAt: string | null;
  /** Until the event starts the member may cancel. */
  cancellable: boolean;
  event: TicketEventInfo;
}

/** The questions the ticket's event asks and the answers given; `editable` until the event starts. */
export interface TicketAnswerForm {
  questions: EventQuestion[];
  answers: TicketAnswers;
  editable: boolean;
}
