import type { AppContext, DataAccess } from '../../context.js';
import type { Database, Prisma } from '../../db.js';
import { isUniqueViolation } from '../../db/errors.js';
import { slugify } from '../../../common/slugs.js';
import { recordSlugChange, slugTaken, uniqueSlug } from '../../content/slugs.js';
import { RecordNotFound } from '../../domain-errors.js';
import { pageWindow, parseListQuery } from '../../http/list-query.js';
import { TRASHED_FILTER, trashedWhere } from '../../http/trashed.js';
import { ValidationFailed } from '../../http/validation.js';
import { raiseSequencesAtPlace } from '../events/index.js';
import { locationDetailSelect } from './presenter.js';
import { PUBLISHED_FILTER, type LocationInput } from './schemas.js';

const KIND = 'location';

export const adminLocationSummarySelect = {
  id: true,
  name: true,
  slug: true,
  published: true,
  featured: true,
  updatedAt: true,
  deletedAt: true,
  postCode: { select: { placeName: true } },
} satisfies Prisma.LocationSelect;

export const adminLocationDetailSelect = {
  ...locationDetailSelect,
  capacityIsHardLimit: true,
  published: true,
  featured: true,
  deletedAt: true,
  postCode: { select: { id: true, code: true, placeName: true } },
} satisfies Prisma.LocationSelect;

export async function listAdminLocations({ db, dialect }: DataAccess, rawQuery: unknown) {
  const query = parseListQuery(rawQuery, {
    sorts: ['name', 'place', 'updatedAt'],
    defaultSort: 'name',
    filters: { published: PUBLISHED_FILTER, trashed: TRASHED_FILTER },
  });
  const text = query.search && dialect.containsText(query.search);
  const where = {
    ...trashedWhere(query.trashed),
    ...(text
      ? {
          OR: [
            { name: text },
            { streetAddress: text },
            { postCode: { placeName: text } },
            { postCode: { code: dialect.containsText(query.search.toUpperCase()) } },
          ],
        }
      : {}),
    ...(query.published ? { published: query.published === 'yes' } : {}),
  };
  const order =
    query.sort === 'place' ? { postCode: { placeName: query.direction } } : { [query.sort]: query.direction };
  const [total, rows] = await Promise.all([
    db.location.count({ where }),
    db.location.findMany({
      where,
      orderBy: [order, { id: 'asc' }],
      ...pageWindow(query),
      select: adminLocationSummarySelect,
    }),
  ]);
  return { query, total, rows };
}

/** A location for its edit page, deleted or not (a deleted one can be restored from there). */
export async function findAdminLocation({ db }: Pick<AppContext, 'db'>, id: number) {
  const location = await db.location.findUnique({ where: { id }, select: adminLocationDetailSelect });
  if (!location) throw new RecordNotFound();
  return location;
}

const SLUG_TAKEN = new ValidationFailed({ slug: 'Another location already has this slug.' });

/** The slug asked for (unless another location has it), or one made from the name. */
async function chosenSlug(db: Prisma.TransactionClient, input: LocationInput, exceptId?: number): Promise<string> {
  if (!input.slug) return uniqueSlug(db, KIND, slugify(input.name, 'location'), exceptId);
  if (await slugTaken(db, KIND, input.slug, exceptId)) throw SLUG_TAKEN;
  return input.slug;
}

async function ensurePostCode(db: Database, id: number) {
  if (!(await db.postCode.count({ where: { id } })))
    throw new ValidationFailed({ postCodeId: 'Choose a post code from the list.' });
}

const fields = ({ slug: _slug, ...input }: LocationInput) => input;

/** Runs a write in a transaction, turning a slug taken at the same moment into the field error. */
async function writing<T>(db: Database, write: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  try {
    return await db.$transaction(write);
  } catch (error) {
    if (isUniqueViolation(error)) throw SLUG_TAKEN;
    throw error;
  }
}

export async function createLocation({ db }: Pick<AppContext, 'db'>, input: LocationInput) {
  await ensurePostCode(db, input.postCodeId);
  return writing(db, async (tx) => {
    const slug = await chosenSlug(tx, input);
    // A slug in use wins over a redirect left by an earlier rename.
    await tx.slugRedirect.deleteMany({ where: { kind: KIND, slug } });
    return tx.location.create({ data: { ...fields(input), slug }, select: { id: true } });
  });
}

/**
 * Saves a location; a new slug keeps the old URL working (301) through the slug history. The calendar
 * entries of events held there follow a new name or address.
 */
export async function updateLocation(
  { db }: Pick<AppContext, 'db'>,
  { id, values: input }: { id: number; values: LocationInput },
) {
  const current = await findAdminLocation({ db }, id);
  await ensurePostCode(db, input.postCodeId);
  await writing(db, async (tx) => {
    const slug = await chosenSlug(tx, input, id);
    await tx.location.update({ where: { id }, data: { ...fields(input), slug } });
    await recordSlugChange(tx, KIND, id, current.slug, slug);
    await raiseSequencesAtPlace(tx, id, { ...current, postCodeId: current.postCode.id }, input);
  });
}
