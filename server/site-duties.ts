import type { Database } from './db.js';
import { requestMissingConsents } from './features/members/index.js';
import { startScheduler } from './jobs/scheduler.js';
import type { JobQueue } from './jobs/queue.js';
import type { Logger } from './logger.js';

export interface SiteDutiesContext {
  db: Database;
  jobs: JobQueue;
  now: () => Date;
  logger: Logger;
}

/**
 * The work done once for the whole site, by one process: a cluster's primary does it for its workers,
 * since a job key keeps a second copy out of the queue only while the first still waits there, and a
 * worker coming second after it ran would queue it again. Returns the scheduler, to stop it.
 */
export async function startSiteDuties(
  { db, jobs, now, logger }: SiteDutiesContext,
  tickMs?: number,
): Promise<{ stop(): void }> {
  // Guardians from before consent was asked of them (the migration set them to pending) get their
  // request now; each is queued once, so a restart mails nobody twice.
  const requested = await requestMissingConsents({ db, jobs });
  if (requested > 0) logger.info(`Queued the consent request of ${requested} guardians.`);
  return startScheduler(jobs, now, logger, tickMs);
}
