import type { Database } from '../db.js';
import { DERIVED_VERSION } from './derived.js';

const BATCH = 200;

/**
 * Derives again the stored HTML, excerpts and reading times of rows written before the derivation they
 * hold (a database from before derived content, or from an older DERIVED_VERSION). Writing the source
 * back (with its own `updatedAt`: nobody edited it) lets the client's derived-content extension compute
 * the fields. Returns how many rows changed.
 */
export async function backfillDerivedContent(db: Database): Promise<number> {
  const stale = { where: { derivedVersion: { lt: DERIVED_VERSION } }, take: BATCH };
  const since = { id: true, updatedAt: true } as const;
  let changed = 0;
  for (;;) {
    const posts = await db.blogPost.findMany({ ...stale, select: { ...since, body: true } });
    for (const { id, ...data } of posts) await db.blogPost.update({ where: { id }, data });
    const events = await db.event.findMany({ ...stale, select: { ...since, description: true } });
    for (const { id, ...data } of events) await db.event.update({ where: { id }, data });
    const locations = await db.location.findMany({ ...stale, select: { ...since, description: true } });
    for (const { id, ...data } of locations) await db.location.update({ where: { id }, data });
    const batch = posts.length + events.length + locations.length;
    if (batch === 0) return changed;
    changed += batch;
  }
}

/**
 * Writes back each row `find` gives, in id order from where the last batch ended (so a row that stays
 * as it was is passed once), until none is left. Returns how many rows were written.
 */
async function writeBackInBatches<Row extends { id: number }>(
  find: (after: number) => Promise<Row[]>,
  write: (row: Row) => Promise<unknown>,
): Promise<number> {
  let changed = 0;
  for (let after = 0; ;) {
    const rows = await find(after);
    if (rows.length === 0) return changed;
    for (const row of rows) await write(row);
    changed += rows.length;
    after = rows.at(-1)!.id;
  }
}

/**
 * Gives the members written before names had a search key (a database from before `nameKey`) theirs, by
 * writing each name back (a name whose key is empty, nothing but marks, is passed once). Returns how
 * many members changed.
 */
export const backfillNameKeys = (db: Database): Promise<number> =>
  writeBackInBatches(
    (after) =>
      db.user.findMany({
        // An erased member's name is empty, and so is its key.
        where: { nameKey: '', NOT: { name: '' }, id: { gt: after } },
        orderBy: { id: 'asc' },
        take: BATCH,
        select: { id: true, name: true, updatedAt: true },
      }),
    ({ id, ...data }) => db.user.update({ where: { id }, data }),
  );

/**
 * Gives the tickets written before references were stored (a database from before `Ticket.reference`)
 * theirs, by writing each code back. Returns how many tickets changed.
 */
export const backfillTicketReferences = (db: Database): Promise<number> =>
  writeBackInBatches(
    (after) =>
      db.ticket.findMany({
        where: { reference: '', id: { gt: after } },
        orderBy: { id: 'asc' },
        take: BATCH,
        select: { id: true, code: true, updatedAt: true },
      }),
    ({ id, ...data }) => db.ticket.update({ where: { id }, data }),
  );
