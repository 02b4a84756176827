// The audit log (SPEC §14). Other features write to it only through what this file exports.
export { actingUser } from './actor.js';
export { anonymiseMemberInAudit } from './anonymise.js';
export { recordAudit, type AuditActor, type AuditFields, type AuditRecord, type AuditSubject } from './record.js';
export { auditRoutes } from './routes.js';
