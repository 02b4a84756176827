// Mail has no reader's time zone to go by: times are given in UTC and say so.
const MAIL_DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' });

/** "Saturday, 4 July 2026 at 10:00 (UTC)". */
export const mailDateTime = (date: Date): string => `${MAIL_DATE.format(date)} (UTC)`;
