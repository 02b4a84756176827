import { derivedDescriptionFields, derivedPostFields } from '../content/derived.js';
import type { Database } from '../db.js';

/** Per model: the field written by people, and what is derived from it. */
const RULES: Record<string, { source: string; derive: (text: string) => Record<string, unknown> }> = {
  BlogPost: { source: 'body', derive: derivedPostFields },
  Event: { source: 'description', derive: derivedDescriptionFields },
  Location: { source: 'description', derive: derivedDescriptionFields },
};

const CREATES = new Set(['create', 'createMany', 'createManyAndReturn']);
const UPDATES = new Set(['update', 'updateMany', 'updateManyAndReturn']);

type Data = Record<string, unknown>;

/** The text a write sets: a plain value, or Prisma's `{ set: value }`. */
function writtenText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'set' in value && typeof value.set === 'string') return value.set;
  return undefined;
}

/** The row data with the derived fields added: always on a create (the source defaults to ""), on an update when it writes the source. */
function withDerived(data: unknown, rule: (typeof RULES)[string], creating: boolean): unknown {
  if (Array.isArray(data)) return data.map((row) => withDerived(row, rule, creating));
  if (!data || typeof data !== 'object') return data;
  const text = writtenText((data as Data)[rule.source]) ?? (creating ? '' : undefined);
  return text === undefined ? data : { ...data, ...rule.derive(text) };
}

/**
 * The client with derived content (a post's HTML, excerpt and reading time; an event's or a location's
 * description HTML) computed on every write that sets its source, whoever writes it: admin forms, the
 * demo content, tests. Pages then read stored fields instead of rendering Markdown per request.
 */
export function withDerivedContent(db: Database): Database {
  return db.$extends({
    name: 'derived-content',
    query: {
      $allModels: {
        $allOperations({ model, operation, args, query }) {
          const rule = RULES[model];
          if (!rule) return query(args);
          const write = args as Data;
          if (CREATES.has(operation))
            return query({ ...write, data: withDerived(write.data, rule, true) } as typeof args);
          if (UPDATES.has(operation))
            return query({ ...write, data: withDerived(write.data, rule, false) } as typeof args);
          if (operation === 'upsert') {
            return query({
              ...write,
              create: withDerived(write.create, rule, true),
              update: withDerived(write.update, rule, false),
            } as typeof args);
          }
          return query(args);
        },
      },
    },
  }) as unknown as Database;
}
