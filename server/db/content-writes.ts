import type { Database } from '../db.js';

/**
 * What a write changed for visitors: `content` (posts, events, places, tags, names) or only `places`
 * (tickets and waiting-list offers, which change how many places an event has left and nothing else).
 */
export type WriteKind = 'content' | 'places';

type Listener = (kind: WriteKind) => Promise<void> | void;

/** Announces every write that may change what visitors see, so caches of public reads can drop what they hold. */
export class ContentWrites {
  private readonly listeners = new Set<Listener>();
  /** How many writes of each kind have been announced; a transaction compares them before and after. */
  readonly counts: Record<WriteKind, number> = { content: 0, places: 0 };

  on(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async announce(kind: WriteKind): Promise<void> {
    this.counts[kind] += 1;
    await Promise.all([...this.listeners].map((listener) => listener(kind)));
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

const PLACES = new Set(['Ticket', 'WaitingListEntry']);

/** What a write to this model changes for visitors, or null when they never see it. */
function writeKind(model: string): WriteKind | null {
  if (PLACES.has(model)) return 'places';
  return UNSEEN_BY_VISITORS.has(model) ? null : 'content';
}

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
          const kind = WRITES.has(operation) ? writeKind(model) : null;
          if (kind) await writes.announce(kind);
          return result;
        },
      },
    },
  }) as unknown as Database;
  const transaction = extended.$transaction.bind(extended) as (...args: unknown[]) => Promise<unknown>;
  const announcingTransaction = async (...args: unknown[]) => {
    const before = { ...writes.counts };
    const result = await transaction(...args);
    if (writes.counts.content !== before.content) await writes.announce('content');
    if (writes.counts.places !== before.places) await writes.announce('places');
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
