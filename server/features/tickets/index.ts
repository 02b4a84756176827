// Tickets (SPEC §6): taking and cancelling them, the counters, the attendee row and every ticket broadcast.
// Other features use them only through what this file exports.
//
// The selects come first: other features build their own from them while they load, which may happen
// while this index is still loading (tickets and those features use each other).
export { REFUSAL_MESSAGES, childRefusalMessage, memberFacts, memberFactsSelect, ticketRefusal } from './eligibility.js';
export { HOLDER_MAILBOX_SELECT, heldByOrFor, holderMailboxes, toMailbox, type MailLinks } from './holders.js';
export { ATTENDEE_SELECT, attendeeRow } from './attendee-row.js';
export { ticketPath } from './ticket-path.js';
export { eventCounters } from './counters.js';
export {
  announceCapacity,
  announceCheckIn,
  announceCheckInUndone,
  announcePlacesLeft,
  type ScannedAtTheDoor,
} from './announcements.js';
export { announceCancelled } from './cancel-ticket.js';
export { childTicketOptions } from './child-options.js';
export { lockEventPlaces } from './event-lock.js';
export { memberTickets } from './member-tickets.js';
export { ticketPanel } from './panel.js';
export { ticketKeys, verifyTicketCode } from './ticket-codes.js';
export { ticketIdByReference } from './ticket-reference.js';
