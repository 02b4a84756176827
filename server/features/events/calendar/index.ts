// What other features use of the calendars: the SEQUENCE rule for edits, the mail attachment, feed URLs.
export { calendarUpdate, raiseSequencesAtPlace, raiseSequencesAtPostCode, type CalendarFields } from './sequence.js';
export { eventCalendarAttachment } from './attachment.js';
export { calendarRoutes, calendarSite, memberFeedPath, PUBLIC_FEED_PATH } from './routes.js';
