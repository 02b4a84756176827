// Mail has no reader's time zone to go by: times are given in UTC and say so.
const MAIL_DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' });

/** "Saturday, 4 July 2026 at 10:00 (UTC)". */
export const mailDateTime = (date: Date): string => `${MAIL_DATE.format(date)} (UTC)`;

/** "Saturday, 4 July 2026, 10:00 – 13:00 (UTC)", or with both dates when the range spans days. */
export const mailDateRange = (start: Date, end: Date): string => `${MAIL_DATE.formatRange(start, end)} (UTC)`;
