// The waiting list as the organisers' event page shows it (SPEC §13). Dates are ISO strings.

export interface WaitingListRow {
  id: number;
  name: string;
  /** Under 18 on the event's day. */
  minor: boolean;
  /** The guardian who put the child on the list; null when members joined for themselves. */
  addedBy: string | null;
  joinedAt: string;
  /** Place in line (1 is next); null while holding an offer. */
  position: number | null;
  /** While an offer is open: when it passes on. */
  offerUntil: string | null;
}
