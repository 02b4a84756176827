import { stringify } from 'csv-stringify/sync';
import type { AttendeeRow } from '../../../resources/types/event-admin.js';

const HEADER = ['Name', 'E-mail', 'Minor', 'Ticket status', 'Checked in at', 'Checked in by'];

/**
 * A spreadsheet runs a cell starting with = + - @ (or a tab or carriage return that hides one) as a
 * formula: such a cell gets a leading apostrophe, which spreadsheets show as plain text.
 */
export function neutraliseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

export function attendeesCsv(rows: readonly AttendeeRow[]): string {
  const records = rows.map((row) => [
    row.name,
    row.email,
    row.minor ? 'yes' : 'no',
    row.status,
    row.checkedInAt ?? '',
    row.checkedInBy ?? '',
  ]);
  return stringify([HEADER, ...records.map((record) => record.map(neutraliseFormula))]);
}

/** A file name from the event's slug (already limited to a-z, 0-9 and dashes). */
export const attendeesCsvName = (slug: string) => `${slug}-attendees.csv`;
