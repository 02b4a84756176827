import type { Database } from '../db.js';

type Listener = () => Promise<void> | void;

/** Announces every write that may change what visitors see, so caches of public reads can drop what they hold. */
export class ContentWrites {
  private readonly listeners = new Set<Listener>();
  /** How many writes have been announced; a transaction compares it before and after. */
  count = 0;

  on(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async announce(): Promise<void> {
    this.count += 1;
    await Promise.all([...this.listeners].map((listener) => listener()));
  }
}

// Models no public page reads: writes to them (every request's session, every scan, every mail) leave the
// caches alone. A model missing here only costs a needless refresh, never a stale page.
const UNSEEN_BY_VISITORS = new Set([
  'PasswordResetToken',
  'Guardian',
  'AuthorisedAdult',
  'CareInfo',
  'EmergencyContact',
  'Role',
  'Permission',
  'RolePermission',
  'UserRole',
  'WaitingListEntry',
  'Ticket',
  'CheckIn',
  'DoorInvitation',
  'ServerKey',
  'AuditEntry',
  'Session',
  'Job',
  'MailDelivery',
  'EventMessage',
  'EventMessageRecipient',
]);

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
  const extended = db.$extends({
    name: 'content-writes',
    query: {
      $allModels: {
        async $allOperations({ model, operation, args, query }) {
          const result = await query(args);
          if (WRITES.has(operation) && !UNSEEN_BY_VISITORS.has(model)) await writes.announce();
          return result;
        },
      },
    },
  }) as unknown as Database;
  const transaction = extended.$transaction.bind(extended) as (...args: unknown[]) => Promise<unknown>;
  const announcingTransaction = async (...args: unknown[]) => {
    const before = writes.count;
    const result = await transaction(...args);
    if (writes.count !== before) await writes.announce();
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
