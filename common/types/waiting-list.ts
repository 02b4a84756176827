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

/** A place on a waiting list on the member's dashboard: their own, or a child's they act for. */
export interface MemberWaitingPlace {
  id: number;
  /** The child's name when a guardian sees it; null for the member's own place. */
  holder: string | null;
  event: { title: string; slug: string; startsAt: string };
  /** Place in line (1 is next); null while an offer is open. */
  position: number | null;
  offerUntil: string | null;
}
