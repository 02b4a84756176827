import type { AuditChange, AuditEntryItem, AuditValue } from '../../../common/types/audit.js';
import type { AuditRow } from './service.js';

function fieldsOf(text: string | null): Record<string, AuditValue> {
  if (!text) return {};
  const parsed: unknown = JSON.parse(text);
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, AuditValue>)
    : {};
}

/** Each recorded field with its old and new value, in the order the fields were first written. */
function changesOf(row: AuditRow): AuditChange[] {
  const before = fieldsOf(row.before);
  const after = fieldsOf(row.after);
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].map((field) => ({
    field,
    before: before[field],
    after: after[field],
  }));
}

export const auditEntryItem = (row: AuditRow): AuditEntryItem => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  action: row.action,
  // A member deleted by staff keeps their row, emptied: the log shows no name for them either.
  actor: row.actor && !row.actor.deletedAt ? { id: row.actor.id, name: row.actor.name, email: row.actor.email } : null,
  subject: { type: row.subjectType, id: row.subjectId, label: row.subjectLabel },
  changes: changesOf(row),
  clientAddress: row.clientAddress,
});
