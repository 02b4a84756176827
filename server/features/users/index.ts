// Members as administrators see them (SPEC §14). Other features use them only through what this file exports.
export { isLastAdmin, lockAdmins } from './admins.js';
export { EMAIL_CHANGE_LINK_HOURS, requestEmailChange, withdrawEmailChange } from './email-change.js';
