import type { AppContext } from '../../context.js';
import { CsvError, parse } from 'csv-parse/sync';
import type { Database } from '../../db.js';
import { isUniqueViolation } from '../../db/errors.js';
import { hasUnshowableCharacter, UNSHOWABLE_MESSAGE } from '../../http/showable-text.js';
import { ValidationFailed } from '../../http/validation.js';
import { codesInUse, compactPostCode } from './code.js';
import { postCodeSchema, type PostCodeInput } from './schemas.js';

/** The header the file must start with, in this order (shown on the import form). */
export const CSV_COLUMNS = ['code', 'place_name', 'region', 'latitude', 'longitude'] as const;
export const MAX_IMPORT_ROWS = 5000;
/** The upload limit: far more than MAX_IMPORT_ROWS lines need. */
export const MAX_IMPORT_BYTES = 1024 * 1024;

interface Row {
  line: number;
  input: PostCodeInput;
}

type Rejections = Map<number, string[]>;

const fileError = (message: string) => new ValidationFailed({ file: message });

function records(text: string): { line: number; values: string[] }[] {
  const found: { line: number; values: string[] }[] = [];
  try {
    parse(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      // `lines` is the line a record ends on: its own line, unless a quoted value spans several.
      on_record: (values: string[], { lines }) => {
        found.push({ line: lines, values });
        return values;
      },
    });
    return found;
  } catch (error) {
    if (error instanceof CsvError) throw fileError(`The file is not valid CSV: ${error.message}.`);
    throw error;
  }
}

function reject(rejections: Rejections, line: number, reason: string) {
  rejections.set(line, [...(rejections.get(line) ?? []), reason]);
}

/** Each row checked on its own: the number of values, then every field by the post code form's rules. */
function validRows(body: { line: number; values: string[] }[], rejections: Rejections): Row[] {
  const rows: Row[] = [];
  for (const { line, values } of body) {
    if (values.length !== CSV_COLUMNS.length) {
      reject(rejections, line, `Expected ${CSV_COLUMNS.length} values, found ${values.length}.`);
      continue;
    }
    if (values.some((value) => hasUnshowableCharacter(value))) {
      reject(rejections, line, UNSHOWABLE_MESSAGE);
      continue;
    }
    const [code, placeName, region, latitude, longitude] = values;
    const result = postCodeSchema.safeParse({ code, placeName, region, latitude, longitude });
    if (result.success) rows.push({ line, input: result.data });
    else for (const issue of result.error.issues) reject(rejections, line, issue.message);
  }
  return rows;
}

/** The same code twice in the file, or a code the database already has (however spaced), is refused. */
async function rejectDuplicates(db: Database, rows: Row[], rejections: Rejections) {
  const firstLine = new Map<string, number>();
  for (const { line, input } of rows) {
    const key = compactPostCode(input.code);
    const earlier = firstLine.get(key);
    if (earlier === undefined) firstLine.set(key, line);
    else reject(rejections, line, `${input.code} is already on line ${earlier}.`);
  }
  const existing = new Set(
    (
      await codesInUse(
        db,
        rows.map(({ input }) => input.code),
      )
    ).map(compactPostCode),
  );
  for (const { line, input } of rows) {
    if (existing.has(compactPostCode(input.code))) reject(rejections, line, `${input.code} already exists.`);
  }
}

/**
 * Imports post codes from CSV text, all or nothing: when any row is refused, nothing is saved and the
 * errors name every refused line (`line.<n>`) with its reasons. Returns how many were imported.
 */
export async function importPostCodes({ db }: Pick<AppContext, 'db'>, text: string): Promise<number> {
  const [header, ...body] = records(text);
  const columns = header?.values.map((value) => value.trim().toLowerCase());
  if (columns?.join(',') !== CSV_COLUMNS.join(','))
    throw fileError(`The first line must be the header ${CSV_COLUMNS.join(',')}.`);
  if (!body.length) throw fileError('The file has no post codes below the header.');
  if (body.length > MAX_IMPORT_ROWS)
    throw fileError(`The file has ${body.length} rows; import at most ${MAX_IMPORT_ROWS} at once.`);

  const rejections: Rejections = new Map();
  const rows = validRows(body, rejections);
  await rejectDuplicates(db, rows, rejections);
  if (rejections.size) {
    const errors = Object.fromEntries(
      [...rejections].sort(([a], [b]) => a - b).map(([line, reasons]) => [`line.${line}`, reasons.join(' ')]),
    );
    throw new ValidationFailed({
      file: `Nothing was imported: ${rejections.size} of ${body.length} rows were rejected.`,
      ...errors,
    });
  }
  try {
    await db.$transaction([db.postCode.createMany({ data: rows.map(({ input }) => input) })]);
  } catch (error) {
    if (isUniqueViolation(error))
      throw fileError('A code in the file was added by someone else meanwhile. Nothing was imported; try again.');
    throw error;
  }
  return rows.length;
}
