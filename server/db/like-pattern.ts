/**
 * `text` with its `%`, `_` and `\` escaped by a backslash, so a LIKE pattern built from it (Prisma's
 * `contains`, `startsWith`, `endsWith`) matches them as themselves. Backslash is PostgreSQL's default
 * escape character; SQLite has none by default, and is given it by db/sqlite-like.ts.
 */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A LIKE pattern matching values that contain `text` as typed: use it with `ESCAPE '\'`. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;
