import session from 'express-session';
import type { Database } from '../db.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Keeps sessions in the database, so they survive a restart without another service. */
export class DatabaseSessionStore extends session.Store {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {
    super();
  }

  private expiry(data: session.SessionData): Date {
    const expires = data.cookie?.expires;
    return expires ? new Date(expires) : new Date(this.now().getTime() + DAY_MS);
  }

  override get(sid: string, callback: (err: unknown, session?: session.SessionData | null) => void): void {
    this.db.session
      .findUnique({ where: { sid } })
      .then((row) => {
        if (!row || row.expiresAt <= this.now()) return callback(null, null);
        callback(null, JSON.parse(row.data) as session.SessionData);
      })
      .catch(callback);
  }

  override set(sid: string, data: session.SessionData, callback?: (err?: unknown) => void): void {
    const fields = { data: JSON.stringify(data), userId: data.userId ?? null, expiresAt: this.expiry(data) };
    this.db.session
      .upsert({ where: { sid }, create: { sid, ...fields }, update: fields })
      .then(() => callback?.())
      .catch((error: unknown) => callback?.(error));
  }

  override touch(sid: string, data: session.SessionData, callback?: (err?: unknown) => void): void {
    this.db.session
      .updateMany({ where: { sid }, data: { expiresAt: this.expiry(data) } })
      .then(() => callback?.())
      .catch((error: unknown) => callback?.(error));
  }

  override destroy(sid: string, callback?: (err?: unknown) => void): void {
    this.db.session
      .deleteMany({ where: { sid } })
      .then(() => callback?.())
      .catch((error: unknown) => callback?.(error));
  }

  /** Removes expired sessions; run now and then, not on the request path. */
  async prune(): Promise<number> {
    const { count } = await this.db.session.deleteMany({ where: { expiresAt: { lte: this.now() } } });
    return count;
  }
}
