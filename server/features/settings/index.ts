// A member's own settings (SPEC §5). Other features use them only through what this file exports.
export { eraseMember } from './erase-member.js';
export { exportMemberData } from './export-service.js';
export { guardianSchema, type GuardianInput } from './schemas.js';
