import { derivedDescriptionFields, derivedPostFields } from '../content/derived.js';
import { searchKey } from '../content/search-key.js';
import { ticketReference } from '../features/tickets/ticket-reference.js';
import type { Database } from '../db.js';

/** For one model: the field written by people, and what is derived from it. */
interface Rule {
  source: string;
  derive: (text: string) => Record<string, unknown>;
}

const CREATES = new Set(['create', 'createMany', 'createManyAndReturn']);
const UPDATES = new Set(['update', 'updateMany', 'updateManyAndReturn']);

type Data = Record<string, unknown>;

const NAME_KEY: Rule = { source: 'name', derive: (name) => ({ nameKey: searchKey(name) }) };
const TICKET_REFERENCE: Rule = { source: 'code', derive: (code) => ({ reference: ticketReference(code) }) };

/** A model's writes, each adding the rule's derived fields; its reads pass untouched. */
const writesDeriving = (rule: Rule) =>
  Object.fromEntries([...CREATES, ...UPDATES, 'upsert'].map((operation) => [operation, deriving(rule)]));

/** The text a write sets: a plain value, or Prisma's `{ set: value }`. */
function writtenText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'set' in value && typeof value.set === 'string') return value.set;
  return undefined;
}

/** The row data with the derived fields added: always on a create (the source defaults to ""), on an update when it writes the source. */
function withDerived(data: unknown, rule: Rule, creating: boolean): unknown {
  if (Array.isArray(data)) return data.map((row) => withDerived(row, rule, creating));
  if (!data || typeof data !== 'object') return data;
  const text = writtenText((data as Data)[rule.source]) ?? (creating ? '' : undefined);
  return text === undefined ? data : { ...data, ...rule.derive(text) };
}

/**
 * The client with derived content (a post's HTML, excerpt and reading time; an event's or a location's
 * description HTML; a member's name as searches compare it; a ticket's reference) computed on every write that sets its source,
 * whoever writes it: admin forms, registration, the demo content, tests. Pages then read stored fields
 * instead of rendering Markdown per request, and a search compares one column.
 */
export function withDerivedContent(db: Database): Database {
  return db.$extends({
    name: 'derived-content',
    // Only these five models: every other query (sessions, scans) passes untouched.
    query: {
      // Writes only: a member is read on every signed-in request, a ticket on every scan, and a read has
      // nothing to derive.
      user: writesDeriving(NAME_KEY),
      ticket: writesDeriving(TICKET_REFERENCE),
      blogPost: { $allOperations: deriving({ source: 'body', derive: derivedPostFields }) },
      event: { $allOperations: deriving({ source: 'description', derive: derivedDescriptionFields }) },
      location: { $allOperations: deriving({ source: 'description', derive: derivedDescriptionFields }) },
    },
  }) as unknown as Database;
}

/** A model's query hook adding the derived fields to its creates, updates and upserts. */
function deriving(rule: Rule) {
  return <Args>({
    operation,
    args,
    query,
  }: {
    operation: string;
    args: Args;
    query: (args: Args) => Promise<unknown>;
  }) => {
    const write = args as Data;
    if (CREATES.has(operation)) return query({ ...write, data: withDerived(write.data, rule, true) } as Args);
    if (UPDATES.has(operation)) return query({ ...write, data: withDerived(write.data, rule, false) } as Args);
    if (operation === 'upsert') {
      const create = withDerived(write.create, rule, true);
      return query({ ...write, create, update: withDerived(write.update, rule, false) } as Args);
    }
    return query(args);
  };
}
