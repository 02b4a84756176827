import { z } from 'zod';
import type { Database, Prisma } from '../db.js';
import { isUniqueViolation } from '../db/errors.js';
import { ValidationFailed } from '../http/validation.js';
import type { SluggedKind } from '../generated/prisma-postgresql/index.js';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../../common/slugs.js';

export type { SluggedKind };
type Client = Database | Prisma.TransactionClient;

/** The current slugs that start with `base`, of records other than `exceptId`. */
async function slugsLike(db: Client, kind: SluggedKind, base: string, exceptId?: number): Promise<string[]> {
  const where = { slug: { startsWith: base }, ...(exceptId === undefined ? {} : { id: { not: exceptId } }) };
  const select = { slug: true } as const;
  const rows =
    kind === 'blog_post'
      ? await db.blogPost.findMany({ where, select })
      : kind === 'location'
        ? await db.location.findMany({ where, select })
        : await db.event.findMany({ where, select });
  return rows.map((row) => row.slug);
}

/** `base`, or `base-2`, `base-3`, … : the first one no other record of the kind uses. */
export async function uniqueSlug(db: Client, kind: SluggedKind, base: string, exceptId?: number): Promise<string> {
  const taken = new Set(await slugsLike(db, kind, base, exceptId));
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base.slice(0, SLUG_MAX_LENGTH - String(suffix).length - 1)}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Whether another record of the kind already has `slug` as its current slug. */
export async function slugTaken(db: Client, kind: SluggedKind, slug: string, exceptId?: number): Promise<boolean> {
  return (await slugsLike(db, kind, slug, exceptId)).includes(slug);
}

/** How often a new record tries another free slug when requests at the same moment took the ones it chose. */
const NEW_SLUG_TRIES = 10;

/**
 * Creates a record with a slug uniqueSlug found free. Another request may take that slug between the read
 * and the insert (a double click on "New"): the create then runs again, finding the next free one.
 */
export async function createWithFreeSlug<T>(create: () => Promise<T>, triesLeft = NEW_SLUG_TRIES): Promise<T> {
  try {
    return await create();
  } catch (error) {
    if (triesLeft <= 1 || !isUniqueViolation(error)) throw error;
    return createWithFreeSlug(create, triesLeft - 1);
  }
}

/**
 * Saves a record with the slug its form asked for, checked free beforehand. When another record took the
 * slug meanwhile, the save fails on the unique index: that answers as the form's own check would have.
 */
export async function saveWithSlug<T>(
  db: Client,
  { kind, slug, id, taken }: { kind: SluggedKind; slug: string; id: number; taken: string },
  save: () => Promise<T>,
): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error) && (await slugTaken(db, kind, slug, id))) throw new ValidationFailed({ slug: taken });
    throw error;
  }
}

/**
 * Remembers a record's old slug after a rename so its old URL keeps working (301), and forgets any
 * redirect from the new slug: a slug a record uses now always wins over history.
 */
export async function recordSlugChange(
  db: Client,
  kind: SluggedKind,
  targetId: number,
  oldSlug: string,
  newSlug: string,
): Promise<void> {
  if (oldSlug === newSlug) return;
  await db.slugRedirect.deleteMany({ where: { kind, slug: newSlug } });
  await db.slugRedirect.upsert({
    where: { kind_slug: { kind, slug: oldSlug } },
    create: { kind, slug: oldSlug, targetId },
    update: { targetId },
  });
}

/** The record an old slug pointed to, if any. */
export async function redirectTarget(db: Client, kind: SluggedKind, slug: string): Promise<number | null> {
  const redirect = await db.slugRedirect.findUnique({
    where: { kind_slug: { kind, slug } },
    select: { targetId: true },
  });
  return redirect?.targetId ?? null;
}

/** A slug typed in an admin form; `example` shows the expected shape in the error. */
export function slugField(example: string) {
  return z
    .string({ error: 'The slug is required.' })
    .trim()
    .min(1, { error: 'The slug is required.' })
    .max(SLUG_MAX_LENGTH, { error: `The slug may not be longer than ${SLUG_MAX_LENGTH} characters.` })
    .regex(SLUG_PATTERN, { error: `Use lower-case letters, digits and single dashes, like ${example}.` });
}

/** The required title of a post or an event. */
export const titleField = z
  .string({ error: 'The title is required.' })
  .trim()
  .min(1, { error: 'The title is required.' })
  .max(200, { error: 'The title may not be longer than 200 characters.' });
