import pg from 'pg';

// Prisma's pg adapter cannot deserialize the catalog column types `name` and `char`, which
// `prisma migrate deploy` reads from pg_catalog (prisma/orm#27403). Both are plain text.
const CATALOG_TEXT_OIDS = new Set([18, 19]);
const TEXT_OID = 25;

type QueryResultLike = { fields?: { dataTypeID: number }[] };

function asCatalogText<T>(result: T): T {
  for (const field of (result as QueryResultLike)?.fields ?? []) {
    if (CATALOG_TEXT_OIDS.has(field.dataTypeID)) field.dataTypeID = TEXT_OID;
  }
  return result;
}

export class CatalogTextClient extends pg.Client {
  // The pg typings overload `query` many times; this override keeps every overload's behaviour.
  override query(...args: unknown[]): never {
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (error: unknown, result: unknown) => callback(error, error ? result : asCatalogText(result));
    }
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (result instanceof Promise) return result.then(asCatalogText) as never;
    return result as never;
  }
}
