import type { AppContext } from '../../context.js';
import type { AdminWeek } from '../../../common/types/admin-week.js';
import { PERMISSIONS } from '../../../common/permissions.js';
import type { AuthUser } from '../../../common/types/shared.js';
import type { Database } from '../../db.js';
import { can, canAny } from '../../http/authorization.js';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** A week of events on a community site fits on one card; more would push the sections down. */
const MAX_EVENTS = 8;

type Viewer = Pick<AuthUser, 'permissions' | 'twoFactor'>;

async function eventFigures(db: Database, now: Date, weekAhead: Date, weekAgo: Date) {
  const [upcoming, ticketsTaken] = await Promise.all([
    db.event.findMany({
      where: { status: 'published', startsAt: { gte: now, lt: weekAhead } },
      orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
      take: MAX_EVENTS,
      select: {
        id: true,
        title: true,
        startsAt: true,
        capacity: true,
        _count: { select: { tickets: { where: { status: 'active' } } } },
      },
    }),
    db.ticket.count({ where: { status: 'active', createdAt: { gte: weekAgo } } }),
  ]);
  return {
    upcoming: upcoming.map((event) => ({
      id: event.id,
      title: event.title,
      startsAt: event.startsAt.toISOString(),
      ticketsTaken: event._count.tickets,
      capacity: event.capacity,
    })),
    ticketsTaken,
  };
}

/**
 * Every scan made counts as one; an admission is a valid entry, not a let-out nor a check-in undone
 * since (events/admin/check-ins.ts).
 */
async function doorFigures(db: Database, weekAgo: Date) {
  const [scans, admitted] = await Promise.all([
    db.checkIn.count({ where: { at: { gte: weekAgo } } }),
    db.checkIn.count({ where: { at: { gte: weekAgo }, outcome: 'valid', direction: 'entry', undoneAt: null } }),
  ]);
  return { scans, admitted };
}

async function postFigures(db: Database, now: Date) {
  const [drafts, scheduled] = await Promise.all([
    db.blogPost.count({ where: { deletedAt: null, status: 'draft' } }),
    db.blogPost.count({ where: { deletedAt: null, status: 'published', publishedAt: { gt: now } } }),
  ]);
  return { drafts, scheduled };
}

/**
 * What matters this week, for the areas the viewer may manage now only (`can`): events starting in
 * the 7 days ahead with their fill, and what happened in the 7 days before `now` (tickets taken, new
 * members, door scans). Each area is one or two statements, run together.
 */
export async function adminWeek(
  { db }: Pick<AppContext, 'db'>,
  { viewer, at: now }: { viewer: Viewer; at: Date },
): Promise<AdminWeek> {
  const weekAhead = new Date(now.getTime() + WEEK_MS);
  const weekAgo = new Date(now.getTime() - WEEK_MS);
  const [events, newMembers, door, posts] = await Promise.all([
    can(viewer, PERMISSIONS.eventsManage) ? eventFigures(db, now, weekAhead, weekAgo) : null,
    can(viewer, PERMISSIONS.usersManage)
      ? db.user.count({ where: { deletedAt: null, createdAt: { gte: weekAgo } } })
      : null,
    canAny(viewer, [PERMISSIONS.eventsManage, PERMISSIONS.ticketsScan]) ? doorFigures(db, weekAgo) : null,
    can(viewer, PERMISSIONS.blogManage) ? postFigures(db, now) : null,
  ]);
  return { from: now.toISOString(), to: weekAhead.toISOString(), events, newMembers, door, posts };
}
