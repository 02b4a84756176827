import type { AppContext, DataAccess } from '../../context.js';
import type { Database } from '../../db.js';
import { isUniqueViolation } from '../../db/errors.js';
import { RecordNotFound } from '../../domain-errors.js';
import { listText, pageWindow, parseListQuery } from '../../http/list-query.js';
import { ValidationFailed } from '../../http/validation.js';
import { raiseSequencesAtPostCode } from '../events/index.js';
import { codesInUse } from './code.js';
import type { PostCodeInput } from './schemas.js';

const SUMMARY = {
  id: true,
  code: true,
  placeName: true,
  region: true,
  latitude: true,
  longitude: true,
  _count: { select: { locations: true, users: true } },
} as const;

export async function listPostCodes({ db, dialect }: DataAccess, rawQuery: unknown) {
  const query = parseListQuery(rawQuery, { sorts: ['code', 'placeName', 'region', 'locations'], defaultSort: 'code' });
  const where = query.search
    ? {
        OR: [
          { code: dialect.containsText(query.search) },
          { placeName: dialect.containsText(query.search) },
          { region: dialect.containsText(query.search) },
        ],
      }
    : {};
  const order =
    query.sort === 'locations' ? { locations: { _count: query.direction } } : { [query.sort]: query.direction };
  const [total, rows] = await Promise.all([
    db.postCode.count({ where }),
    db.postCode.findMany({ where, orderBy: [order, { id: 'asc' }], ...pageWindow(query), select: SUMMARY }),
  ]);
  return { query, total, rows };
}

export async function findPostCodeRecord({ db }: Pick<AppContext, 'db'>, id: number) {
  const postCode = await db.postCode.findUnique({ where: { id }, select: SUMMARY });
  if (!postCode) throw new RecordNotFound();
  return postCode;
}

const TAKEN = (code: string) => new ValidationFailed({ code: `The post code ${code} already exists.` });

async function ensureCodeFree(db: Database, code: string, exceptId?: number) {
  const [existing] = await codesInUse(db, [code], exceptId);
  if (existing !== undefined) throw TAKEN(existing);
}

/** Saves, turning a unique-index refusal (the same code saved at the same moment) into the field error. */
async function saving<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw TAKEN(code);
    throw error;
  }
}

export async function createPostCode({ db }: Pick<AppContext, 'db'>, input: PostCodeInput) {
  await ensureCodeFree(db, input.code);
  return saving(input.code, () => db.postCode.create({ data: input, select: { id: true } }));
}

export async function updatePostCode(
  { db }: Pick<AppContext, 'db'>,
  { id, values: input }: { id: number; values: PostCodeInput },
) {
  const before = await findPostCodeRecord({ db }, id);
  await ensureCodeFree(db, input.code, id);
  await saving(input.code, () =>
    db.$transaction(async (tx) => {
      await tx.postCode.update({ where: { id }, data: input });
      await raiseSequencesAtPostCode(tx, id, before, input);
    }),
  );
}

/** Deletes a post code no location (deleted ones included, as they can be restored) or member uses; else says who does. */
export async function deletePostCode(
  { db }: Pick<AppContext, 'db'>,
  id: number,
): Promise<{ deleted: true } | { deleted: false; reason: string }> {
  const { code, _count } = await findPostCodeRecord({ db }, id);
  if (_count.locations || _count.users) {
    const users = _count.users === 1 ? '1 member' : `${_count.users} members`;
    const locations = _count.locations === 1 ? '1 location' : `${_count.locations} locations`;
    const holders = [_count.locations && locations, _count.users && users].filter(Boolean).join(' and ');
    return {
      deleted: false,
      reason: `${code} cannot be deleted: it is used by ${holders} (deleted locations included).`,
    };
  }
  await db.postCode.delete({ where: { id } });
  return { deleted: true };
}

const PICKER_LIMIT = 10;

/** Codes for the location form's picker: those whose code or place starts with / contains the search. */
export async function searchPostCodes({ db, dialect }: DataAccess, search: string) {
  const text = listText(search, 50);
  const where = text
    ? { OR: [{ code: dialect.containsText(text.toUpperCase()) }, { placeName: dialect.containsText(text) }] }
    : {};
  return db.postCode.findMany({
    where,
    orderBy: [{ code: 'asc' }, { id: 'asc' }],
    take: PICKER_LIMIT,
    select: { id: true, code: true, placeName: true },
  });
}
