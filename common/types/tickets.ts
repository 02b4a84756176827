/** An event's door figures, shown on the admin event page and the scanner and broadcast on every change. */
export interface EventCounters {
  eventId: number;
  /** null: unlimited. */
  capacity: number | null;
  /** Active tickets. */
  issued: number;
  checkedIn: number;
  /** Checked in and not checked out since: inside now (SPEC §11). */
  inside: number;
  /** Places left (never below 0); null when unlimited. */
  remaining: number | null;
}

/** What `event.{id}` carries: public, no personal data. */
export type CapacityChangedPayload = Pick<EventCounters, 'eventId' | 'capacity' | 'remaining'>;
