const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Staff of an event see its attendees' care information until `days` days after it ended (SPEC §12);
 * `days` is CARE_VISIBLE_DAYS. A pure rule on `now`, so the page, the CSV and the door agree.
 */
export function isCareVisible(eventEndsAt: Date, now: Date, days: number): boolean {
  return now.getTime() <= eventEndsAt.getTime() + days * DAY_MS;
}
