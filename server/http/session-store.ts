import session from 'express-session';
import type { KeptReads } from '../content/kept-reads.js';
import type { Database } from '../db.js';
import { generatedHere } from './session-freshness.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A touch that moves the expiry by less than this is not written: it saves a write on most requests. */
const TOUCH_RESOLUTION_MS = 5 * 60 * 1000;
const REMEMBERED_EXPIRIES = 10_000;

/** Keeps sessions in the database, so they survive a restart without another service. */
export class DatabaseSessionStore extends session.Store {
  /** The expiry stored for recently seen sessions, so touches that change little can be skipped. */
  private readonly storedExpiry = new Map<string, number>();

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    /**
     * Where a session read is kept: each request of a signed-in member reads their session, and through
     * Prisma that statement was most of what a member's visit cost beyond a guest's. Every write to the
     * sessions (signing in or out, a flash, a touch, a password reset or an erasure ending them) outdates
     * what is kept, in this process: without Redis the app runs in one.
     */
    private readonly kept: KeptReads,
  ) {
    super();
  }

  private remember(sid: string, expiresAt: Date): void {
    this.storedExpiry.delete(sid);
    this.storedExpiry.set(sid, expiresAt.getTime());
    if (this.storedExpiry.size > REMEMBERED_EXPIRIES) {
      this.storedExpiry.delete(this.storedExpiry.keys().next().value as string);
    }
  }

  private expiry(data: session.SessionData): Date {
    const expires = data.cookie?.expires;
    return expires ? new Date(expires) : new Date(this.now().getTime() + DAY_MS);
  }

  override get(sid: string, callback: (err: unknown, session?: session.SessionData | null) => void): void {
    this.kept
      .read(
        `session ${sid}`,
        this.now(),
        () => this.db.session.findUnique({ where: { sid }, select: { data: true, expiresAt: true } }),
        ['sessions'],
      )
      .then((row) => {
        if (!row || row.expiresAt <= this.now()) return callback(null, null);
        this.remember(sid, row.expiresAt);
        callback(null, JSON.parse(row.data) as session.SessionData);
      })
      .catch(callback);
  }

  /** Creates only a session this request generated: one ended while the request ran stays ended. */
  override set(sid: string, data: session.SessionData, callback?: (err?: unknown) => void): void {
    const fields = { data: JSON.stringify(data), userId: data.userId ?? null, expiresAt: this.expiry(data) };
    const write = generatedHere(data)
      ? this.db.session.upsert({ where: { sid }, create: { sid, ...fields }, update: fields })
      : this.db.session.updateMany({ where: { sid }, data: fields });
    write
      .then(() => {
        this.remember(sid, fields.expiresAt);
        callback?.();
      })
      .catch((error: unknown) => callback?.(error));
  }

  override touch(sid: string, data: session.SessionData, callback?: (err?: unknown) => void): void {
    const expiresAt = this.expiry(data);
    const stored = this.storedExpiry.get(sid);
    if (stored !== undefined && expiresAt.getTime() - stored < TOUCH_RESOLUTION_MS) {
      callback?.();
      return;
    }
    this.db.session
      .updateMany({ where: { sid }, data: { expiresAt } })
      .then(() => {
        this.remember(sid, expiresAt);
        callback?.();
      })
      .catch((error: unknown) => callback?.(error));
  }

  override destroy(sid: string, callback?: (err?: unknown) => void): void {
    this.storedExpiry.delete(sid);
    this.db.session
      .deleteMany({ where: { sid } })
      .then(() => callback?.())
      .catch((error: unknown) => callback?.(error));
  }
}

/**
 * Deletes the sessions past their expiry (`forgetExpiredRecords` does this): a read already ignores them,
 * but what they hold (a half-made registration's name, birth date and password hash) must not stay.
 */
export async function forgetExpiredSessions(db: Database, now: Date): Promise<void> {
  await db.session.deleteMany({ where: { expiresAt: { lte: now } } });
}
