// Props of the audit log page, shared by its presenter and the page.
import type { ListFilters, Paginated } from './list';

/** A value as the log keeps it: what JSON holds. */
export type AuditValue = string | number | boolean | null | AuditValue[] | { [key: string]: AuditValue };

/** One field an entry records: its value before and after (null when the record did not or no longer exists). */
export interface AuditChange {
  field: string;
  before: AuditValue | undefined;
  after: AuditValue | undefined;
}

export interface AuditEntryItem {
  id: number;
  createdAt: string;
  action: string;
  /** Null when nobody signed in did it, or the member who did has deleted their account. */
  actor: { id: number; name: string; email: string } | null;
  subject: { type: string; id: number | null; label: string };
  changes: AuditChange[];
  clientAddress: string | null;
}

export interface AuditIndexProps {
  entries: Paginated<AuditEntryItem>;
  filters: ListFilters;
  subjectTypes: readonly string[];
  actions: readonly string[];
}
