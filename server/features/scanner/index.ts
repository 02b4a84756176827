// The door (SPEC §11): scanning, who is inside, door invitations. Other features use it only through what
// this file exports.
export { doorEvents } from './door-events.js';
export { doorInvitations } from './door-invitations.js';
export { eraseDoorNames } from './erase-door-names.js';
export { takeNewDoorInvitation } from './invitation-routes.js';
