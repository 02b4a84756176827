// Props of the admin event pages (admin/event/Index, Edit, Show) and the attendee row that
// `admin.event.{id}` carries with every ticket change. Dates are ISO strings.
import type { ImageView } from './images';
import type { EventCounters } from './tickets';

export const EVENT_STATUSES = ['draft', 'published', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const TICKET_STATUSES = ['active', 'cancelled'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export interface AdminEventSummary {
  id: number;
  title: string;
  slug: string;
  status: EventStatus;
  startsAt: string;
  endsAt: string;
  location: string | null;
  /** Active tickets. */
  ticketsTaken: number;
  /** null when the event has no capacity. */
  placesLeft: number | null;
}

/** What the edit form starts from: the stored values, empty strings for what is not set. */
export interface AdminEventForm {
  id: number;
  title: string;
  slug: string;
  summary: string;
  description: string;
  startsAt: string;
  endsAt: string;
  locationId: string;
  capacity: string;
  registrationOpensAt: string;
  registrationClosesAt: string;
  minimumAge: string;
  /** Hours before the start when holders get a reminder; empty for none. */
  reminderHours: string;
  /** Hours a waiting-list offer stays open before it passes on (SPEC §13). */
  claimWindowHours: string;
  status: EventStatus;
  coverImageAlt: string;
  /** The tags' names, comma-separated, as the editor's field shows them. */
  tags: string;
  removeCoverImage: boolean;
  /** The stored cover, shown beside the upload field (not sent back). */
  cover: ImageView | null;
}

export interface LocationChoice {
  id: number;
  name: string;
}

export interface AdminEventDetail extends AdminEventSummary {
  capacity: number | null;
}

/** One ticket on the admin event page and in the CSV export. */
export interface AttendeeRow {
  ticketId: number;
  name: string;
  email: string;
  minor: boolean;
  status: TicketStatus;
  checkedInAt: string | null;
  /** The name of whoever scanned the ticket in. */
  checkedInBy: string | null;
  /** Inside now: checked in and not checked out since (SPEC §11). */
  inside: boolean;
}

/**
 * An attendee row as broadcast on `admin.event.{id}`: without the e-mail address, since door staff (who
 * need no one's address) hear that channel too. The admin page keeps the address of the row it shows.
 */
export type LiveAttendeeRow = Omit<AttendeeRow, 'email'>;

/** The payload of TicketIssued, TicketCancelled, TicketCheckedIn and TicketCheckInUndone on `admin.event.{id}`. */
export interface AttendeeChange {
  attendee: LiveAttendeeRow;
  counters: EventCounters;
}
