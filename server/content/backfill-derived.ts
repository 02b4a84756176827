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
 * Gives the members written before names had a search key (a database from before `nameKey`) theirs, by
 * writing each name back. In id order from where the last batch ended, so a name whose key is empty
 * (nothing but marks) is passed once. Returns how many members changed.
 */
export async function backfillNameKeys(db: Database): Promise<number> {
  let changed = 0;
  for (let after = 0; ;) {
    const users = await db.user.findMany({
      // An erased member's name is empty, and so is its key.
      where: { nameKey: '', NOT: { name: '' }, id: { gt: after } },
      orderBy: { id: 'asc' },
      take: BATCH,
      select: { id: true, name: true, updatedAt: true },
    });
    if (users.length === 0) return changed;
    for (const { id, ...data } of users) await db.user.update({ where: { id }, data });
    changed += users.length;
    after = users.at(-1)!.id;
  }
}

/**
 * Gives the tickets written before references were stored (a database from before `Ticket.reference`)
 * theirs, by writing each code back, as backfillNameKeys does for names. Returns how many changed.
 */
export async function backfillTicketReferences(db: Database): Promise<number> {
  let changed = 0;
  for (;;) {
    const tickets = await db.ticket.findMany({
      where: { reference: '' },
      orderBy: { id: 'asc' },
      take: BATCH,
      select: { id: true, code: true, updatedAt: true },
    });
    if (tickets.length === 0) return changed;
    for (const { id, ...data } of tickets) await db.ticket.update({ where: { id }, data });
    changed += tickets.length;
  }
}
