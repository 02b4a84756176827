// Permissions (SPEC §14). Other features use them only through what this file exports.
export { descriptionField } from './schemas.js';
