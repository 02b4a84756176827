import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from '../db.js';

/**
 * What a write changed: `content` visitors see (posts, events, places, tags, names), only `places` (tickets
 * and waiting-list offers, which change how many places an event has left and nothing else), `members`
 * (who a signed-in member is and what they may do: their row, roles and permissions), or `sessions` (the
 * sessions kept in the database, signed in or out).
 */
export const WRITE_KINDS = ['content', 'places', 'members', 'sessions'] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];

/** `committed`: false for a statement inside a transaction not yet committed, which only this process sees. */
type Listener = (kind: WriteKind, committed: boolean) => Promise<void> | void;

/** Announces every write that may change what is kept (public pages, members), so kept reads drop what is outdated. */
export class ContentWrites {
  private readonly listeners = new Set<Listener>();
  /** How many writes of each kind have been announced; a transaction compares them before and after. */
  readonly counts: Record<WriteKind, number> = { content: 0, places: 0, members: 0, sessions: 0 };

  on(listener: Listener): void {
    this.listeners.add(listener);
  }

  async announce(kind: WriteKind, committed = true): Promise<void> {
    this.counts[kind] += 1;
    await Promise.all([...this.listeners].map((listener) => listener(kind, committed)));
  }
}

// What writes to each model change; a model not named here changes what visitors see (`content`). A model
// wrongly left out costs only a needless refresh, never a stale page.
const KINDS: Record<string, WriteKind[]> = {
  User: ['content', 'members'],
  UserRole: ['members'],
  Role: ['members'],
  RolePermission: ['members'],
  Permission: ['members'],
  Ticket: ['places'],
  WaitingListEntry: ['places'],
  PasswordResetToken: [],
  // Whether two-factor is on is part of who the member is (the permission guard reads it).
  TwoFactor: ['members'],
  RecoveryCode: [],
  Guardian: [],
  AuthorisedAdult: [],
  CareInfo: [],
  EmergencyContact: [],
  CheckIn: [],
  DoorInvitation: [],
  ServerKey: [],
  AuditEntry: [],
  Session: ['sessions'],
  // Who signed in where, and when last seen: no page but the member's own sessions page reads it.
  BrowserSession: [],
  Job: [],
  MailDelivery: [],
  EventMessage: [],
  EventMessageRecipient: [],
};

const kindsOf = (model: string): WriteKind[] => KINDS[model] ?? ['content'];

const WRITES = new Set([
  'create',
  'createMany',
  'createManyAndReturn',
  'update',
  'updateMany',
  'updateManyAndReturn',
  'upsert',
  'delete',
  'deleteMany',
]);

/**
 * The client announcing its writes to models visitors see: after each such statement, and again when a
 * transaction that held one commits (a read between the statement and the commit still saw the old rows).
 */
export function announcingContentWrites(db: Database, writes: ContentWrites): Database {
  // Statements run inside a transaction are announced as uncommitted: telling other processes then would
  // hold the transaction (and SQLite's write lock) open across a message they cannot act on yet.
  const inTransaction = new AsyncLocalStorage<true>();
  const extended = db.$extends({
    name: 'content-writes',
    query: {
      $allModels: {
        async $allOperations({ model, operation, args, query }) {
          const result = await query(args);
          if (!WRITES.has(operation)) return result;
          const committed = inTransaction.getStore() === undefined;
          for (const kind of kindsOf(model)) await writes.announce(kind, committed);
          return result;
        },
      },
    },
  }) as unknown as Database;
  const transaction = extended.$transaction.bind(extended) as (...args: unknown[]) => Promise<unknown>;
  const announcingTransaction = async (...args: unknown[]) => {
    const before = { ...writes.counts };
    const result = await inTransaction.run(true, () => transaction(...args));
    for (const kind of WRITE_KINDS) if (writes.counts[kind] !== before[kind]) await writes.announce(kind);
    return result;
  };
  return new Proxy(extended, {
    get(target, property) {
      if (property === '$transaction') return announcingTransaction;
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
