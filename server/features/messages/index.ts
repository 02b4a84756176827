// Talking to attendees (SPEC §13): staff messages and automatic reminders, both sent through the queue.
export { deliverEventMessage } from './deliver-message.js';
export { mailReminders, MAX_REMINDER_HOURS } from './reminders.js';
export { eventMessageRoutes } from './routes.js';
export { releaseScheduledWork } from './scheduled-work.js';
export { eventMessages, memberMessages } from './service.js';
