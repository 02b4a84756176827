// The URLs of the admin area (SPEC §2): each area needs its permission.
import { BUILT_IN_PERMISSIONS, PERMISSIONS, type PermissionName } from '../permissions';
import { atTheDoor, permitted, route, type GuardRule, type Route } from './route';

/** A list (GET; POST creates), one record and its edit form. */
function records<Base extends string>(base: Base, guard: GuardRule, record: Route['methods']) {
  return {
    index: route(base, { GET: guard, POST: guard }),
    record: route(`${base}/:id`, record),
    edit: route(`${base}/:id/edit`, { GET: guard }),
  };
}

/** Records with a create form of their own. */
function resource<Base extends string>(base: Base, guard: GuardRule, record: Route['methods']) {
  return { ...records(base, guard, record), create: route(`${base}/create`, { GET: guard }) };
}

/** Records soft-deleted (DELETE) and brought back (PUT restore). */
function restorable<Base extends string>(base: Base, guard: GuardRule) {
  return {
    ...records(base, guard, { PUT: guard, DELETE: guard }),
    restore: route(`${base}/:id/restore`, { PUT: guard }),
  };
}

const may = (permission: PermissionName) => permitted(permission);
const EVENT = '/admin/events/:id';
const events = may(PERMISSIONS.eventsManage);
const locations = may(PERMISSIONS.locationsManage);
const roles = may(PERMISSIONS.rolesManage);
const users = may(PERMISSIONS.usersManage);
const DOOR_STAFF = [PERMISSIONS.eventsManage, PERMISSIONS.ticketsScan];
const door = atTheDoor(...DOOR_STAFF);

export const ADMIN_ROUTES = {
  home: route('/admin', { GET: permitted(...BUILT_IN_PERMISSIONS) }),
  blog: {
    /** Posts are created as drafts straight from the list, so there is no create form. */
    ...restorable('/admin/blog', may(PERMISSIONS.blogManage)),
    /** POST: one action (publish, unpublish, delete) on the selected posts. */
    bulk: route('/admin/blog/bulk', { POST: may(PERMISSIONS.blogManage) }),
    /** POST answering JSON: the editor's live preview of Markdown. */
    preview: route('/admin/blog/preview', { POST: may(PERMISSIONS.blogManage) }),
    /** POST answering JSON: an image for the inside of a post's text. */
    images: route('/admin/blog/images', { POST: may(PERMISSIONS.blogManage) }),
    /** PUT answering JSON: a draft's words kept while its editor types. */
    autosave: route('/admin/blog/:id/draft', { PUT: may(PERMISSIONS.blogManage) }),
  },
  events: {
    index: route('/admin/events', { GET: events, POST: events }),
    record: route(EVENT, { GET: events, PUT: events }),
    edit: route(`${EVENT}/edit`, { GET: events }),
    /** POST answering JSON: the description's live preview. */
    preview: route('/admin/events/preview', { POST: events }),
    /** The attendee list as CSV. */
    attendeesCsv: route(`${EVENT}/attendees.csv`, { GET: events }),
    /** DELETE: cancels an attendee's ticket for the organisers (audited; the holder is mailed). */
    ticket: route(`${EVENT}/tickets/:ticketId`, { DELETE: events }),
    /** POST: sends an attendee's ticket mail again (three an hour per ticket). */
    ticketMail: route(`${EVENT}/tickets/:ticketId/mail`, { POST: events }),
    /** DELETE: undoes a ticket's check-in. Door staff mend a mistaken scan, anyone's: scanning is enough (audited). */
    checkIn: route(`${EVENT}/check-ins/:ticketId`, { DELETE: permitted(...DOOR_STAFF) }),
    scanner: route(`${EVENT}/scanner`, { GET: door }),
    /** The scanner's JSON API: one scan, and an offline queue's sync. */
    scans: route(`${EVENT}/scans`, { POST: door }),
    scansSync: route(`${EVENT}/scans/sync`, { POST: door }),
    /** GET with `?q=`: this event's ticket holders by name, for check-in by name. */
    doorSearch: route(`${EVENT}/door-search`, { GET: door }),
    /** GET, JSON with an ETag: what an offline scanner keeps of the event's tickets. */
    doorList: route(`${EVENT}/door-list`, { GET: door }),
    /** POST: a door invitation; DELETE on one withdraws it. */
    doorInvitations: route(`${EVENT}/door-invitations`, { POST: events }),
    doorInvitation: route(`${EVENT}/door-invitations/:invitationId`, { DELETE: events }),
    /** POST: a message to the event's ticket holders; DELETE on one cancels it while scheduled. */
    messages: route(`${EVENT}/messages`, { POST: events }),
    message: route(`${EVENT}/messages/:messageId`, { DELETE: events }),
    /** The event's questions; POST adds one. */
    questions: route(`${EVENT}/questions`, { GET: events, POST: events }),
    question: route(`${EVENT}/questions/:questionId`, { PUT: events, DELETE: events }),
    /** POST: moves a question up or down. */
    questionMove: route(`${EVENT}/questions/:questionId/move`, { POST: events }),
    /** The event's series (its dates), or the form that repeats it; POST makes the series. */
    series: route(`${EVENT}/series`, { GET: events, POST: events }),
    /** POST: moves someone up or down the waiting list. */
    waitingMove: route(`${EVENT}/waiting-list/:entryId/move`, { POST: events }),
    /** POST: offers someone on the waiting list a place now. */
    waitingOffer: route(`${EVENT}/waiting-list/:entryId/offer`, { POST: events }),
  },
  locations: {
    ...restorable('/admin/locations', locations),
    create: route('/admin/locations/create', { GET: locations }),
  },
  postCodes: {
    ...resource('/admin/post-codes', locations, { PUT: locations, DELETE: locations }),
    /** JSON: the post codes matching `search`, for the location form's picker. */
    search: route('/admin/post-codes/search', { GET: locations }),
    /** POST: the CSV import (multipart, one `file`). */
    import: route('/admin/post-codes/import', { POST: locations }),
  },
  jobs: {
    index: route('/admin/jobs', { GET: may(PERMISSIONS.systemManage) }),
    /** POST: puts a failed job back in line. */
    retry: route('/admin/jobs/:id/retry', { POST: may(PERMISSIONS.systemManage) }),
    /** DELETE: drops a failed job. */
    record: route('/admin/jobs/:id', { DELETE: may(PERMISSIONS.systemManage) }),
  },
  permissions: resource('/admin/permissions', roles, { GET: roles, PUT: roles, DELETE: roles }),
  roles: resource('/admin/roles', roles, { GET: roles, PUT: roles, DELETE: roles }),
  /** Members sign up themselves: an admin lists, reads and edits them. */
  users: {
    index: route('/admin/users', { GET: users }),
    record: route('/admin/users/:id', { GET: users, PUT: users }),
    edit: route('/admin/users/:id/edit', { GET: users }),
  },
  /** The audit log: read-only, one list. */
  audit: { index: route('/admin/audit', { GET: may(PERMISSIONS.auditView) }) },
};
