// Roles (SPEC §14). Other features use them only through what this file exports.
export { allPermissionNames, changedNames, notHeld } from './service.js';
