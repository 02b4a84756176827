// The admin home's figures for the week: each part is null when the viewer may not see that area.

export interface WeekEvent {
  id: number;
  title: string;
  startsAt: string;
  ticketsTaken: number;
  /** null when the event has no capacity. */
  capacity: number | null;
}

export interface AdminWeek {
  /** Start and end of the window the figures count (ISO). */
  from: string;
  to: string;
  /** Published events starting in the 7 days ahead, soonest first, with their fill (events.manage). */
  events: { upcoming: WeekEvent[]; ticketsTaken: number } | null;
  /** Members who joined in the 7 days before now (users.manage). */
  newMembers: number | null;
  /** Scans at the door in the 7 days before now, and how many let someone in (events.manage or tickets.scan). */
  door: { scans: number; admitted: number } | null;
  /** Posts waiting: drafts, and posts scheduled to appear (blog.manage). */
  posts: { drafts: number; scheduled: number } | null;
}
