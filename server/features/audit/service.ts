import type { DataAccess } from '../../context.js';
import { AUDIT_ACTIONS, AUDIT_SUBJECTS } from '../../../common/audit.js';
import type { Prisma } from '../../db.js';
import type { Dialect } from '../../db/dialect.js';
import { nameContains } from '../members/index.js';
import { listText, pageWindow, parseListQuery } from '../../http/list-query.js';

const MAX_ACTOR_LENGTH = 100;

/**
 * A `YYYY-MM-DD` day from the query string (a UTC day), or '' when absent or not a real date. Year 0000
 * is none (PostgreSQL holds no year zero), and a range from it would leave nothing out anyway.
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

function auditWhere(dialect: Dialect, query: AuditQuery): Prisma.AuditEntryWhereInput {
  const createdAt = {
    ...(query.from ? { gte: new Date(`${query.from}T00:00:00Z`) } : {}),
    // The day's last moment, not the next day's first: after 9999-12-31 comes a year no database date holds.
    ...(query.to ? { lte: new Date(`${query.to}T23:59:59.999Z`) } : {}),
  };
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
    ...(query.from || query.to ? { createdAt } : {}),
  };
}

/** One page of the log, in a fixed number of statements whatever its length. */
export async function listAuditEntries({ db, dialect }: DataAccess, rawQuery: unknown) {
  const query = auditQuery(rawQuery);
  const where = auditWhere(dialect, query);
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
