import type { AppConfig } from '../../config.js';
import type { DataAccess } from '../../context.js';
import { AUDIT_ACTIONS, AUDIT_SUBJECTS } from '../../../common/audit.js';
import { addDays } from '../../../common/series.js';
import { dayStartsAt } from '../../../common/zoned-time.js';
import type { Prisma } from '../../db.js';
import type { Dialect } from '../../db/dialect.js';
import { nameContains } from '../members/index.js';
import { listText, pageWindow, parseListQuery } from '../../http/list-query.js';

const MAX_ACTOR_LENGTH = 100;
const LAST_DAY = '9999-12-31';
// The instants every database here can hold: PostgreSQL has no year zero, Prisma sends no year 10000.
const FIRST_INSTANT = Date.parse('0001-01-01T00:00:00.000Z');
const LAST_INSTANT = Date.parse(`${LAST_DAY}T23:59:59.999Z`);

/**
 * A `YYYY-MM-DD` day from the query string (a day of the organisation's calendar), or '' when absent or
 * not a real date. Year 0000 is none (PostgreSQL holds no year zero), and a range from it would leave
 * nothing out anyway.
 */
function day(value: unknown): string {
  if (typeof value !== 'string' || !/^(?!0000)\d{4}-\d{2}-\d{2}$/.test(value)) return '';
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : '';
}

/**
 * Reads the log's filters: the shared list query (search looks in what the subject was called), plus
 * the actor (name or e-mail) and a range of whole days, both ends included. Newest first.
 */
export function auditQuery(rawQuery: unknown) {
  const query = parseListQuery(rawQuery, {
    sorts: ['createdAt'],
    defaultSort: 'createdAt',
    defaultDirection: 'desc',
    filters: { subject: AUDIT_SUBJECTS, action: AUDIT_ACTIONS },
  });
  const source = (typeof rawQuery === 'object' && rawQuery !== null ? rawQuery : {}) as Record<string, unknown>;
  return { ...query, actor: listText(source.actor, MAX_ACTOR_LENGTH), from: day(source.from), to: day(source.to) };
}

type AuditQuery = ReturnType<typeof auditQuery>;

/**
 * The instants from the local midnight starting `from` to the last moment before the one after `to`, on
 * the organisation's clock (a day of 23 or 25 hours stays whole), within the instants a database holds:
 * east of Greenwich 0001-01-01 begins in year zero, west of it 9999-12-31 ends in year 10000.
 */
function createdBetween(from: string, to: string, timeZone: string): Prisma.DateTimeFilter {
  const start = () => Math.max(FIRST_INSTANT, dayStartsAt(from, timeZone).getTime());
  const end = () =>
    to === LAST_DAY ? LAST_INSTANT : Math.min(LAST_INSTANT, dayStartsAt(addDays(to, 1), timeZone).getTime() - 1);
  return { ...(from ? { gte: new Date(start()) } : {}), ...(to ? { lte: new Date(end()) } : {}) };
}

function auditWhere(dialect: Dialect, query: AuditQuery, timeZone: string): Prisma.AuditEntryWhereInput {
  return {
    ...(query.search ? { subjectLabel: dialect.containsText(query.search) } : {}),
    ...(query.actor
      ? {
          actor: {
            OR: [nameContains(query.actor), { email: dialect.containsText(query.actor.toLowerCase()) }],
          },
        }
      : {}),
    ...(query.subject ? { subjectType: query.subject } : {}),
    ...(query.action ? { action: query.action } : {}),
    ...(query.from || query.to ? { createdAt: createdBetween(query.from, query.to, timeZone) } : {}),
  };
}

/** One page of the log, in a fixed number of statements whatever its length. */
export async function listAuditEntries(
  { db, dialect, config: { timeZone } }: DataAccess & { config: Pick<AppConfig, 'timeZone'> },
  rawQuery: unknown,
) {
  const query = auditQuery(rawQuery);
  const where = auditWhere(dialect, query, timeZone);
  const [total, rows] = await Promise.all([
    db.auditEntry.count({ where }),
    db.auditEntry.findMany({
      where,
      orderBy: [{ createdAt: query.direction }, { id: query.direction }],
      ...pageWindow(query),
      select: {
        id: true,
        createdAt: true,
        action: true,
        subjectType: true,
        subjectId: true,
        subjectLabel: true,
        before: true,
        after: true,
        clientAddress: true,
        actor: { select: { id: true, name: true, email: true, deletedAt: true } },
      },
    }),
  ]);
  return { query, total, rows };
}

export type AuditRow = Awaited<ReturnType<typeof listAuditEntries>>['rows'][number];
