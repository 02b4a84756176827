// Child entry for the check-in bench: the whole site (HTTP + Socket.IO) on a temp database holding one
// event with 10,000 tickets, 50 door staff and one event manager; reports what the bench needs. With
// WEB_CONCURRENCY, this process is the cluster's primary and its workers serve (this file forked again).
import cluster from 'node:cluster';
import fs from 'node:fs';
import { seedBuiltIns } from '../../prisma/seed.js';
import { startCluster } from '../../server/cluster/primary.js';
import { loadConfig } from '../../server/config.js';
import { connectDatabase, type Database } from '../../server/db.js';
import { hashPassword } from '../../server/features/auth/service.js';
import { signTicketCode, ticketKeys } from '../../server/features/tickets/ticket-codes.js';
import { createLogger } from '../../server/logger.js';
import { startServer } from '../../server/server.js';
import { benchAssets } from './assets.js';
import { DOOR_SCANNERS, DOOR_TICKETS, type DoorSite } from './door.js';
import { askWorkersLoopDelay, answerLoopDelayToPrimary, loopDelayMonitor } from './loop-delay.js';
import { reportToParent } from './parent-link.js';
import { benchConfig } from './temp-database.js';
import { passToWorkers } from './workers.js';

const PASSWORD = 'door-bench-password';
/** Rows per insert: SQLite takes at most 999 parameters a statement. */
const BATCH = 150;

async function member(db: Database, email: string, role: string, passwordHash: string) {
  const { id: roleId } = await db.role.findUniqueOrThrow({ where: { name: role }, select: { id: true } });
  await db.user.create({
    data: {
      name: email.split('@')[0]!,
      email,
      emailVerifiedAt: new Date(),
      passwordHash,
      roles: { create: { roleId } },
    },
  });
}

async function doorContent(db: Database): Promise<Omit<DoorSite, 'url' | 'workers'>> {
  await seedBuiltIns(db);
  const passwordHash = await hashPassword(PASSWORD);
  const startsAt = new Date(Date.now() + 60 * 60 * 1000);
  const event = await db.event.create({
    data: {
      title: 'Bench door night',
      slug: 'bench-door-night',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 4 * 60 * 60 * 1000),
      status: 'published',
      // Its reminders went out the day before, as at a real door: 10,000 mails are not the door's load.
      reminderSentFor: startsAt,
    },
  });
  const keys = await ticketKeys({ db });
  for (let start = 0; start < DOOR_TICKETS; start += BATCH) {
    const size = Math.min(BATCH, DOOR_TICKETS - start);
    await db.user.createMany({
      data: Array.from({ length: size }, (_, index) => ({
        name: `Attendee ${start + index}`,
        email: `attendee${start + index}@bench.test`,
        emailVerifiedAt: new Date(),
        passwordHash,
      })),
    });
  }
  const attendees = await db.user.findMany({
    where: { email: { startsWith: 'attendee' } },
    select: { id: true },
    orderBy: { id: 'asc' },
  });
  const codes = attendees.map(() => signTicketCode(keys, event.id));
  for (let start = 0; start < attendees.length; start += BATCH) {
    await db.ticket.createMany({
      data: attendees.slice(start, start + BATCH).map((user, index) => ({
        eventId: event.id,
        userId: user.id,
        code: codes[start + index]!,
        activeEventId: event.id,
      })),
    });
  }
  const scanners = Array.from({ length: DOOR_SCANNERS }, (_, index) => `door${index}@bench.test`);
  for (const email of scanners) await member(db, email, 'door', passwordHash);
  const manager = 'manager@bench.test';
  await member(db, manager, 'event-manager', passwordHash);
  return { eventId: event.id, codes, scanners, manager, password: PASSWORD };
}

/** The site on its database, listening on an ephemeral port: this process, or the cluster it is the primary of. */
async function startDoorSite() {
  const { config, database, environment } = await benchConfig({ PORT: '0' });
  const setup = await connectDatabase(config.databaseUrl);
  const content = await doorContent(setup.db);
  await setup.close();
  const logger = createLogger(config.logLevel);
  const clustered = config.workers > 1;
  // The workers read the same configuration (the temp database, the session secret) from the environment.
  if (clustered) passToWorkers(environment);
  const running = clustered
    ? await startCluster(config, logger)
    : await startServer(config, logger, { assets: benchAssets() });
  const loopDelay = clustered ? askWorkersLoopDelay : loopDelayMonitor();
  return {
    value: { url: running.url, workers: config.workers, ...content },
    answer: loopDelay,
    async close() {
      await running.stop();
      await database.drop();
      fs.rmSync(config.mail.dir, { recursive: true, force: true });
    },
  };
}

/** A worker of the cluster: serves, and tells the primary its event-loop delay when asked. */
async function serveAsWorker() {
  const config = loadConfig();
  const running = await startServer(config, createLogger(config.logLevel), {
    assets: benchAssets(),
    siteDuties: false,
  });
  answerLoopDelayToPrimary(loopDelayMonitor());
  process.on('SIGTERM', () => void running.stop().then(() => process.exit(0)));
}

if (cluster.isWorker) await serveAsWorker();
else await reportToParent<DoorSite>(startDoorSite);
