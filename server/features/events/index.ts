// Events (SPEC §6): the public pages, their calendars (calendar/) and their administration (admin/). Other
// features use them only through what this file exports.
export { type EventInput } from './admin/schemas.js';
export { placesHeld } from './admin/places-held.js';
export { findEvent, type EventChange, updateEvent } from './admin/service.js';
export {
  PUBLIC_FEED_PATH,
  calendarSite,
  eventCalendarAttachment,
  memberFeedPath,
  raiseSequencesAtPlace,
  raiseSequencesAtPostCode,
} from './calendar/index.js';
export { eventSummarySelect, presentEventSummary } from './presenter.js';
export { eventRulesSelect, type EventRules } from './rules.js';
export { upcomingEvents, visibleEventBySlug } from './service.js';
export { upcomingEvent, visibleEvent } from './visibility.js';
