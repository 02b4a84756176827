/**
 * A LIKE pattern matching values that contain `text`, its own `%`, `_` and `\` as themselves: use it with
 * `ESCAPE '\'` (SQLite has no escape character without it; PostgreSQL's default is the same backslash).
 */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
