import { stringify } from 'csv-stringify/sync';
import type { AttendeeCare } from '../../../../common/types/care.js';
import type { AttendeeRow } from '../../../../common/types/event-admin.js';
import { answerText, type EventQuestion, type TicketAnswers } from '../../../../common/questions.js';

const HEADER = ['Name', 'E-mail', 'Minor', 'Ticket status', 'Checked in at', 'Checked in by'];
const CARE_HEADER = ['Allergies and diet', 'Medical notes', 'Photo consent', 'Emergency contacts'];

/**
 * = + - @, or a look-alike spreadsheets also read as one (full-width ＝ ＋ － ＠, the small forms, the
 * minus sign), after any whitespace or invisible formatting characters, which spreadsheets skip; or a
 * leading tab or carriage return, which hides what follows.
 */
const FORMULA_START = /^(?:[\t\r]|[\s\p{Cf}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE62\uFE63\uFE66\uFE6B\u2212])/u;

/**
 * A spreadsheet runs a cell that starts like a formula: such a cell gets a leading apostrophe, which
 * spreadsheets show as plain text.
 */
export function neutraliseFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

const careCells = (care: AttendeeCare | undefined): string[] =>
  care
    ? [
        care.allergies,
        care.medicalNotes,
        care.photoConsent,
        care.emergencyContacts
          .map((contact) => `${contact.name} (${contact.relationship}) ${contact.phone.international}`)
          .join('; '),
      ]
    : ['', '', '', ''];

/**
 * The attendee list, a column per question the event asks (headed by the question); with `care`
 * (ticket id → details), four more columns of care information.
 */
export function attendeesCsv(
  rows: readonly (AttendeeRow & { answers: TicketAnswers })[],
  questions: readonly EventQuestion[],
  care?: ReadonlyMap<number, AttendeeCare>,
): string {
  const records = rows.map((row) => [
    row.name,
    row.email,
    row.minor ? 'yes' : 'no',
    row.status,
    row.checkedInAt ?? '',
    row.checkedInBy ?? '',
    ...questions.map((question) => answerText(row.answers[String(question.id)])),
    ...(care ? careCells(care.get(row.ticketId)) : []),
  ]);
  const header = [...HEADER, ...questions.map((question) => question.label), ...(care ? CARE_HEADER : [])];
  // Every cell, header included: a question's label is typed by staff as freely as an answer.
  return stringify([header, ...records].map((record) => record.map(neutraliseFormula)));
}

/** A file name from the event's slug (already limited to a-z, 0-9 and dashes). */
export const attendeesCsvName = (slug: string) => `${slug}-attendees.csv`;
