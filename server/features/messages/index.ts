// Talking to attendees (SPEC §13): staff messages and automatic reminders, both sent through the queue.
// First: events/admin reads this limit while it loads, and it may load while this index is still loading.
export { MAX_REMINDER_HOURS } from './reminder-limit.js';
export { deliverEventMessage } from './deliver-message.js';
export { mailReminders } from './reminders.js';
export { eventMessageRoutes } from './routes.js';
export { releaseScheduledWork } from './scheduled-work.js';
export { eventMessages, memberMessages } from './service.js';
