// What the audit log records (SPEC §14): one source for the server's entries and the page's filters.

/** The kinds of record an entry is about. */
export const AUDIT_SUBJECTS = ['event', 'permission', 'role', 'ticket', 'user'] as const;

export type AuditSubjectType = (typeof AUDIT_SUBJECTS)[number];

/** Every action the log knows, as `subject.verb`; features add theirs here. */
export const AUDIT_ACTIONS = [
  'account.deleted',
  'care.updated',
  'care.viewed',
  'door.invitation_created',
  'door.list_downloaded',
  'door.invitation_withdrawn',
  'event.attendees_exported',
  'event.cancelled',
  'event.created',
  'event.question_added',
  'event.question_moved',
  'event.question_removed',
  'event.question_updated',
  'event.updated',
  'event.waiting_list_offer',
  'event.waiting_list_place_removed',
  'family.child_added',
  'family.child_linked',
  'family.child_removed',
  'family.child_unlinked',
  'family.child_updated',
  'family.collector_added',
  'family.collector_removed',
  'family.door_notices_changed',
  'family.guardian_invited',
  'family.guardian_left',
  'family.guardian_removed',
  'guardian.consent_confirmed',
  'guardian.consent_declined',
  'guardian.consent_revoked',
  'guardian.named',
  'guardian.removed',
  'passkey.added',
  'passkey.removed',
  'passkey.renamed',
  'permission.created',
  'permission.deleted',
  'permission.updated',
  'role.created',
  'role.deleted',
  'role.updated',
  'ticket.cancelled',
  'ticket.check_in_undone',
  'two_factor.disabled',
  'two_factor.enabled',
  'two_factor.recovery_codes_regenerated',
  'user.birth_date_corrected',
  'user.data_exported',
  'user.email_change_requested',
  'user.email_change_withdrawn',
  'user.email_changed',
  'user.roles_changed',
  'user.self_updated',
  'user.updated',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const isAuditAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);

export const isAuditSubjectType = (value: string): value is AuditSubjectType =>
  (AUDIT_SUBJECTS as readonly string[]).includes(value);
