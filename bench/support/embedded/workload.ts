import { promisify } from 'node:util';
import type session from 'express-session';
import { seedDatabase } from '../../../prisma/seed.js';
import type { Database } from '../../../server/db.js';
import { findAuthUser } from '../../../server/features/members/index.js';
import { welcomeContent } from '../../../server/features/home/service.js';
import { DatabaseSessionStore } from '../../../server/http/session-store.js';
import type { Row } from '../report.js';
import { timeEach, timeFor, type TimedRunOptions } from '../timing.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const SESSIONS = 100;
export const POSTS_TO_WRITE = 1_000;

async function seeded(db: Database, now: Date) {
  await seedDatabase(db, { admin: { email: 'admin@bench.test', password: 'bench-password' }, now });
  const admin = await db.user.findUniqueOrThrow({ where: { email: 'admin@bench.test' } });
  const editorRole = await db.role.findUniqueOrThrow({ where: { name: 'editor' } });
  const editor = await db.user.create({
    data: {
      name: 'Bench Editor',
      email: 'editor@bench.test',
      passwordHash: 'x',
      roles: { create: { roleId: editorRole.id } },
    },
  });
  return { adminId: admin.id, editorId: editor.id };
}

function sessionRoundTrip(db: Database, now: Date) {
  // Nothing kept between reads: this compares the engines' round trips, not the process's memory.
  const store = new DatabaseSessionStore(db, () => new Date(), { read: (_key, _now, load) => load() });
  const set = promisify(store.set.bind(store)) as (sid: string, data: session.SessionData) => Promise<void>;
  const get = promisify(store.get.bind(store)) as (sid: string) => Promise<session.SessionData | null>;
  const cookie = { originalMaxAge: DAY_MS, expires: new Date(now.getTime() + DAY_MS), httpOnly: true, path: '/' };
  // A fixed set of ids: the first round creates rows, later rounds update them, as a live site does.
  return async (iteration: number) => {
    const sid = `bench-session-${iteration % SESSIONS}`;
    await set(sid, { cookie, userId: iteration });
    if (!(await get(sid))) throw new Error(`session ${sid} was not stored`);
  };
}

const writePost = (db: Database, authorId: number, now: Date) => (iteration: number) =>
  db.blogPost.create({
    data: {
      title: `Bench post ${iteration}`,
      slug: `bench-post-${iteration}`,
      excerpt: 'Written by the embedded database bench.',
      body: '## A heading\n\nA paragraph of **markdown**, about as long as a short post.',
      status: 'published',
      publishedAt: now,
      authorId,
    },
  });

/** Our queries, one at a time, on a database that holds the demo content. */
export async function runWorkload(db: Database, timing: TimedRunOptions): Promise<Row[]> {
  const now = new Date();
  const { adminId, editorId } = await seeded(db, now);
  const row = (name: string, measured: { perSecond: number; p50Ms: number; p99Ms: number }): Row => ({
    name,
    perSecond: measured.perSecond,
    p50Ms: measured.p50Ms,
    p99Ms: measured.p99Ms,
  });
  return [
    row('Welcome page: welcomeContent (3 queries)', await timeFor(() => welcomeContent({ db }, now), timing)),
    row('Current user: findAuthUser, editor', await timeFor(() => findAuthUser(db, editorId, 0), timing)),
    row(
      'Current user: findAuthUser, admin (+ all permissions)',
      await timeFor(() => findAuthUser(db, adminId, 0), timing),
    ),
    row('Session: store.set (upsert) + store.get', await timeFor(sessionRoundTrip(db, now), timing)),
    row(
      `Write: ${POSTS_TO_WRITE.toLocaleString('en-US')} blog posts, one insert each`,
      await timeEach(POSTS_TO_WRITE, writePost(db, adminId, now)),
    ),
  ];
}
