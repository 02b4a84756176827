import type { AuditAction, AuditSubjectType } from '../../../common/audit.js';
import type { AuditValue } from '../../../common/types/audit.js';
import type { Database, Prisma } from '../../db.js';
import { SECRET_FIELD } from '../../http/secret-fields.js';

/** Who did it: a member (with the address the request came from), or nobody signed in. */
export interface AuditActor {
  id: number;
  address?: string | null;
}

export interface AuditSubject {
  type: AuditSubjectType;
  id: number | null;
  /** What the record is called now, kept so the log reads well after a rename or deletion. */
  label?: string;
}

/** A record's fields as the log sees them; dates become ISO strings, secrets are dropped. */
export type AuditFields = Record<string, unknown>;

export interface AuditRecord {
  actor: AuditActor | null;
  action: AuditAction;
  subject: AuditSubject;
  /** The record before the change; null or absent when it is created. */
  before?: AuditFields | null;
  /** The record after the change; null or absent when it is deleted. */
  after?: AuditFields | null;
  at?: Date;
}

type AuditClient = Database | Prisma.TransactionClient;

/** A value as JSON keeps it, secrets removed at every depth; undefined for what JSON cannot hold. */
function auditValue(value: unknown): AuditValue | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => auditValue(item) ?? null);
  if (typeof value === 'object') return withoutSecrets(value as AuditFields);
  return undefined;
}

function withoutSecrets(fields: AuditFields): Record<string, AuditValue> {
  const kept: Record<string, AuditValue> = {};
  for (const [key, value] of Object.entries(fields)) {
    const stored = SECRET_FIELD.test(key) ? undefined : auditValue(value);
    if (stored !== undefined) kept[key] = stored;
  }
  return kept;
}

/** Lists compare as sets (the order of a role's permissions means nothing). */
function sameValue(a: AuditValue | undefined, b: AuditValue | undefined): boolean {
  const canonical = (value: AuditValue | undefined) =>
    JSON.stringify(Array.isArray(value) ? value.map((item) => JSON.stringify(item)).sort() : value);
  return canonical(a) === canonical(b);
}

/** The fields of an update that changed, each side holding only those; null when nothing changed. */
export function auditDiff(
  before: AuditFields,
  after: AuditFields,
): { before: Record<string, AuditValue>; after: Record<string, AuditValue> } | null {
  const old = withoutSecrets(before);
  const next = withoutSecrets(after);
  const changed = [...new Set([...Object.keys(old), ...Object.keys(next)])].filter(
    (key) => !sameValue(old[key], next[key]),
  );
  if (changed.length === 0) return null;
  const pick = (fields: Record<string, AuditValue>) =>
    Object.fromEntries(changed.filter((key) => key in fields).map((key) => [key, fields[key]!]));
  return { before: pick(old), after: pick(next) };
}

const json = (fields: Record<string, AuditValue> | null) => (fields ? JSON.stringify(fields) : null);

/**
 * Appends one entry to the audit log. Pass the transaction making the change, so the entry and the
 * change commit or roll back together. An update keeps only the fields it changed, and an update that
 * changed nothing writes no entry (returns false).
 */
export async function recordAudit(tx: AuditClient, record: AuditRecord): Promise<boolean> {
  const { before, after } = record;
  const fields =
    before && after
      ? auditDiff(before, after)
      : { before: before ? withoutSecrets(before) : null, after: after ? withoutSecrets(after) : null };
  if (!fields) return false;
  await tx.auditEntry.create({
    data: {
      actorId: record.actor?.id ?? null,
      clientAddress: record.actor?.address ?? null,
      action: record.action,
      subjectType: record.subject.type,
      subjectId: record.subject.id,
      subjectLabel: record.subject.label ?? '',
      before: json(fields.before),
      after: json(fields.after),
      ...(record.at ? { createdAt: record.at } : {}),
    },
  });
  return true;
}
