import type BetterSqlite3 from 'better-sqlite3';

/** Compiled patterns kept; a search's few patterns repeat for each row, and for its count. */
const KEPT_PATTERNS = 100;

const lowerAscii = (text: string): string => text.replace(/[A-Z]/g, (char) => char.toLowerCase());

/** The regular expression a LIKE pattern means with `\` as its escape character; null when it ends in one. */
function likeExpression(pattern: string): RegExp | null {
  let source = '';
  const chars = [...lowerAscii(pattern)];
  for (let index = 0; index < chars.length; index += 1) {
    const char = chars[index]!;
    if (char === '%') source += '.*';
    else if (char === '_') source += '.';
    else {
      const literal = char === '\\' ? chars[++index] : char;
      if (literal === undefined) return null;
      source += literal.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
    }
  }
  return new RegExp(`^${source}$`, 'su');
}

/**
 * SQLite's `X LIKE Y` without an ESCAPE clause, made to take `\` as its escape character as PostgreSQL
 * does, so `escapeLike` (db/like-pattern.ts) works in both databases through Prisma, which can write no
 * ESCAPE clause (prisma/prisma#23611). Everything else stays SQLite's: ASCII letters only ignore case,
 * `_` is one character, NULL gives NULL. `LIKE … ESCAPE` (three arguments) keeps SQLite's own function.
 */
export function likeWithBackslashEscape(database: BetterSqlite3.Database): void {
  const kept = new Map<string, RegExp | null>();
  database.function('like', { deterministic: true }, (pattern: unknown, value: unknown) => {
    if (pattern === null || value === null) return null;
    const text = String(pattern);
    let expression = kept.get(text);
    if (expression === undefined) {
      if (kept.size >= KEPT_PATTERNS) kept.clear();
      expression = likeExpression(text);
      kept.set(text, expression);
    }
    return expression?.test(lowerAscii(String(value))) ? 1 : 0;
  });
}
