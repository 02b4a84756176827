import type { RedisClientType } from 'redis';
import type { AppConfig } from './config.js';
import type { Database } from './db.js';
import type { Dialect } from './db/dialect.js';
import type { Statements } from './db/statements.js';
import type { KeptReads } from './content/kept-reads.js';
import type { ClientAssets } from './http/assets.js';
import type { JobQueue } from './jobs/queue.js';
import type { Logger } from './logger.js';
import type { Mailer } from './mail/transport.js';
import type { Realtime } from './realtime/server.js';

/** Everything a feature needs from outside, handed in so tests build the app with their own. */
export interface AppContext {
  config: AppConfig;
  db: Database;
  /** Where SQLite and PostgreSQL differ. */
  dialect: Dialect;
  /** Statements without Prisma's client, for the paths that run many times a second (the door). */
  statements: Statements;
  logger: Logger;
  mailer: Mailer;
  /** All mail and scheduled work; requests only enqueue. Tests run it with `runDue()`. */
  jobs: JobQueue;
  assets: ClientAssets;
  /** The clock; tests move it instead of sleeping. */
  now: () => Date;
  redis?: RedisClientType;
  /** Public pages' content and who each signed-in member is, kept until a write changes them. */
  keptReads: KeptReads;
  realtime?: Realtime;
}

/** What most use cases take: the database, and which one it is where SQLite and PostgreSQL differ. */
export type DataAccess = Pick<AppContext, 'db' | 'dialect'>;
