import type { AppContext } from '../../context.js';
import type { Database, Prisma } from '../../db.js';

type Client = Database | Prisma.TransactionClient;

/** How every post code is stored and compared: trimmed, upper case, single spaces (" 1011  ab " → "1011 AB"). */
export const normalisePostCode = (code: string) => code.trim().replace(/\s+/g, ' ').toUpperCase();

/**
 * Every way a code may be stored that means the same code: its normalised form, and its characters with
 * no space or one space anywhere ("1011ab" finds "1011 AB"). Two codes that differ only in spacing are the
 * same code, so a member may type either; these few spellings let the unique index answer the lookup.
 */
export function spellings(input: string): string[] {
  const compact = normalisePostCode(input).replace(/ /g, '');
  const spaced = Array.from(
    { length: Math.max(0, compact.length - 1) },
    (_, at) => `${compact.slice(0, at + 1)} ${compact.slice(at + 1)}`,
  );
  return [...new Set([normalisePostCode(input), compact, ...spaced])].filter(Boolean);
}

/** The post code the input names, however it is spaced or cased, or null. */
export async function findPostCode({ db }: Pick<AppContext, 'db'>, input: string) {
  const candidates = spellings(input);
  if (!candidates.length) return null;
  return db.postCode.findFirst({
    where: { code: { in: candidates } },
    select: { id: true, code: true, placeName: true },
  });
}

/** The stored codes (of records other than `exceptId`) that mean the same as any of `codes`. */
export async function codesInUse(db: Client, codes: readonly string[], exceptId?: number): Promise<string[]> {
  const found: string[] = [];
  const CHUNK = 50;
  for (let start = 0; start < codes.length; start += CHUNK) {
    const candidates = codes.slice(start, start + CHUNK).flatMap(spellings);
    const rows = await db.postCode.findMany({
      where: { code: { in: candidates }, ...(exceptId === undefined ? {} : { id: { not: exceptId } }) },
      select: { code: true },
    });
    found.push(...rows.map((row) => row.code));
  }
  return found;
}

/** The spacing-free form two codes share when they are the same code. */
export const compactPostCode = (code: string) => normalisePostCode(code).replace(/ /g, '');
