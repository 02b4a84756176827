import { z } from 'zod';

/** The years a date on this site may fall in: what the database, the forms and a series' days all hold. */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2999;

const inKeptYears = (date: Date) => date.getUTCFullYear() >= FIRST_YEAR && date.getUTCFullYear() <= LAST_YEAR;

/**
 * A point in time sent as ISO 8601 with its offset (the browser converts a datetime-local value), as a
 * Date. Years 0000 to 9999 pass the ISO check, but an offset can carry them past what the database stores.
 */
export const isoDateTime = (error: string) =>
  z.iso
    .datetime({ offset: true, error })
    .transform((value) => new Date(value))
    .refine(inKeptYears, { error: `Choose a date between ${FIRST_YEAR} and ${LAST_YEAR}.` });
