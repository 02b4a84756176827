// The one place the client learns URLs (SPEC §2). Pages and layouts call these helpers, never literals.

type Id = number | string;

const segment = (value: Id): string => encodeURIComponent(String(value));

/** Index, create, show, edit and update URLs of an admin resource under /admin/{name}. */
function adminResource(name: string) {
  const base = `/admin/${name}`;
  return {
    index: () => base,
    /** POST target: creates a record (or a draft, for blog posts and events). */
    store: () => base,
    create: () => `${base}/create`,
    show: (id: Id) => `${base}/${segment(id)}`,
    edit: (id: Id) => `${base}/${segment(id)}/edit`,
    /** PUT/PATCH/DELETE target of one record. */
    update: (id: Id) => `${base}/${segment(id)}`,
  };
}

/** An admin resource whose records are soft-deleted and can be brought back. */
function restorableAdminResource(name: string) {
  return {
    ...adminResource(name),
    /** PUT target: brings a soft-deleted record back. */
    restore: (id: Id) => `/admin/${name}/${segment(id)}/restore`,
  };
}

function publicResource(name: string) {
  return {
    index: () => `/${name}`,
    show: (slug: string) => `/${name}/${segment(slug)}`,
  };
}

export const routes = {
  home: () => '/',
  dashboard: () => '/dashboard',

  blog: {
    ...publicResource('blog'),
    feed: () => '/blog/rss.xml',
    /** The posts carrying a tag, and their feed. */
    tag: (slug: string) => `/blog/tag/${segment(slug)}`,
    tagFeed: (slug: string) => `/blog/tag/${segment(slug)}/rss.xml`,
  },
  events: {
    ...publicResource('events'),
    /** POST target: takes a ticket for the event. */
    takeTicket: (slug: string) => `/events/${segment(slug)}/tickets`,
    /** POST target: joins the full event's waiting list (with `holder`, for a child). */
    joinWaitingList: (slug: string) => `/events/${segment(slug)}/waiting-list`,
    /** The event as a calendar file (.ics) to download. */
    calendar: (slug: string) => `/events/${segment(slug)}/calendar.ics`,
    /** The public calendar feed of upcoming events. */
    feed: () => '/events.ics',
    /** The events list filtered by a tag. */
    tagged: (slug: string) => `/events?${new URLSearchParams({ tag: slug })}`,
  },
  /** DELETE target: leaves a waiting list, declining an offer held. */
  waitingList: { leave: (id: Id) => `/waiting-list/${segment(id)}` },
  tickets: {
    /** The printable ticket page; DELETE on the same URL cancels the ticket. */
    show: (id: Id) => `/tickets/${segment(id)}`,
    /** PUT target: the ticket's answers to its event's questions. */
    answers: (id: Id) => `/tickets/${segment(id)}/answers`,
  },
  locations: publicResource('locations'),

  login: () => '/login',
  logout: () => '/logout',
  register: () => '/register',
  registerSteps: {
    show: () => '/register/steps',
    submit: (step: Id) => `/register/steps/${segment(step)}`,
  },
  password: {
    request: () => '/forgot-password',
    reset: (token: string) => `/reset-password/${segment(token)}`,
    update: () => '/reset-password',
    confirm: () => '/confirm-password',
  },
  verification: {
    notice: () => '/verify-email',
    verify: (id: Id, hash: string) => `/verify-email/${segment(id)}/${segment(hash)}`,
    send: () => '/email/verification-notification',
  },

  settings: {
    profile: () => '/settings/profile',
    password: () => '/settings/password',
    appearance: () => '/settings/appearance',
    phone: () => '/settings/phone',
    guardian: () => '/settings/guardian',
    /** GET and PUT: the member's care information (allergies, medical notes, photos, emergency contacts). */
    care: () => '/settings/care',
    /** GET: the calendar feeds; POST: a new secret address for the member's own feed. */
    calendar: () => '/settings/calendar',
    /** POST target: mails the guardian the consent request again. */
    guardianConsentRequest: () => '/settings/guardian/consent-request',
    /** "My data": everything held about the member, as a JSON download. */
    profileExport: () => '/settings/profile/export',
    /** GET: the guardian's children; POST `children`: add a child who has no account. */
    family: () => '/settings/family',
    familyChildren: () => '/settings/family/children',
    /** PUT: correct a managed child; DELETE: remove the child (a managed child's profile is deleted). */
    familyChild: (id: Id) => `/settings/family/children/${segment(id)}`,
    familyGuardians: (id: Id) => `/settings/family/children/${segment(id)}/guardians`,
    familyCollectors: (id: Id) => `/settings/family/children/${segment(id)}/collectors`,
    familyCollector: (id: Id, collector: Id) =>
      `/settings/family/children/${segment(id)}/collectors/${segment(collector)}`,
    familyDoorNotices: (id: Id) => `/settings/family/children/${segment(id)}/door-notices`,
    familyCare: (id: Id) => `/settings/family/children/${segment(id)}/care`,
    familyExport: (id: Id) => `/settings/family/children/${segment(id)}/export`,
  },
  guardianConsent: {
    /** The guardian's page from the mailed link; POST answers it. */
    show: (token: string) => `/guardian-consent/${segment(token)}`,
    /** The page (and POST target) that withdraws a confirmed consent. */
    revoke: (token: string) => `/guardian-consent/${segment(token)}/revoke`,
  },
  /** A door invitation's link; POST gives the volunteer's name. */
  doorInvitation: (token: string) => `/door/${segment(token)}`,

  admin: {
    home: () => '/admin',
    /** The admin home's list of events at the door (door staff's way to the scanner). */
    door: () => '/admin#door',
    blog: {
      ...restorableAdminResource('blog'),
      /** POST target: one action (publish, unpublish, delete) on the selected posts. */
      bulk: () => '/admin/blog/bulk',
      /** POST target answering JSON: the editor's live preview of Markdown. */
      preview: () => '/admin/blog/preview',
      /** POST target answering JSON: an image for the inside of a post's text. */
      images: () => '/admin/blog/images',
      /** PUT target answering JSON: a draft's words kept while its editor types. */
      autosave: (id: Id) => `/admin/blog/${segment(id)}/draft`,
    },
    events: {
      ...adminResource('events'),
      scanner: (id: Id) => `/admin/events/${segment(id)}/scanner`,
      /** The attendee list as CSV; `query` keeps the page's search and filter. */
      attendeesCsv: (id: Id, query = '') => `/admin/events/${segment(id)}/attendees.csv${query}`,
      /** DELETE target: undoes a ticket's check-in. */
      checkIn: (id: Id, ticketId: Id) => `/admin/events/${segment(id)}/check-ins/${segment(ticketId)}`,
      /** POST target answering JSON: the description's live preview. */
      preview: () => '/admin/events/preview',
      /** The scanner's JSON API: one scan, and an offline queue's sync. */
      scans: (id: Id) => `/admin/events/${segment(id)}/scans`,
      scansSync: (id: Id) => `/admin/events/${segment(id)}/scans/sync`,
      /** GET with `?q=`: this event's ticket holders by name, for check-in by name. */
      doorSearch: (id: Id) => `/admin/events/${segment(id)}/door-search`,
      /** GET, JSON with an ETag: what an offline scanner keeps of the event's tickets. */
      doorList: (id: Id) => `/admin/events/${segment(id)}/door-list`,
      /** POST target: a door invitation; DELETE on one withdraws it. */
      doorInvitations: (id: Id) => `/admin/events/${segment(id)}/door-invitations`,
      doorInvitation: (id: Id, invitationId: Id) =>
        `/admin/events/${segment(id)}/door-invitations/${segment(invitationId)}`,
      /** POST target: a message to the event's ticket holders. */
      messages: (id: Id) => `/admin/events/${segment(id)}/messages`,
      /** DELETE target: cancels a scheduled message. */
      message: (id: Id, messageId: Id) => `/admin/events/${segment(id)}/messages/${segment(messageId)}`,
      /** The event's questions; POST adds one. */
      questions: (id: Id) => `/admin/events/${segment(id)}/questions`,
      /** PUT/DELETE target of one question. */
      question: (id: Id, questionId: Id) => `/admin/events/${segment(id)}/questions/${segment(questionId)}`,
      /** POST target: moves a question up or down. */
      questionMove: (id: Id, questionId: Id) => `/admin/events/${segment(id)}/questions/${segment(questionId)}/move`,
      /** The event's series (its dates), or the form that repeats it; POST makes the series. */
      series: (id: Id) => `/admin/events/${segment(id)}/series`,
      /** POST target: moves someone up or down the waiting list. */
      waitingMove: (id: Id, entryId: Id) => `/admin/events/${segment(id)}/waiting-list/${segment(entryId)}/move`,
      /** POST target: offers someone on the waiting list a place now. */
      waitingOffer: (id: Id, entryId: Id) => `/admin/events/${segment(id)}/waiting-list/${segment(entryId)}/offer`,
    },
    locations: restorableAdminResource('locations'),
    postCodes: {
      ...adminResource('post-codes'),
      /** JSON: the post codes matching `search`, for the location form's picker. */
      search: (search: string) => `/admin/post-codes/search?${new URLSearchParams({ search }).toString()}`,
      /** POST target of the CSV import (multipart, one `file`). */
      import: () => '/admin/post-codes/import',
    },
    jobs: {
      index: () => '/admin/jobs',
      /** POST target: puts a failed job back in line. */
      retry: (id: Id) => `/admin/jobs/${segment(id)}/retry`,
      /** DELETE target: drops a failed job. */
      discard: (id: Id) => `/admin/jobs/${segment(id)}`,
    },
    permissions: adminResource('permissions'),
    roles: adminResource('roles'),
    users: adminResource('users'),
    /** The audit log: read-only, one list. */
    audit: { index: () => '/admin/audit' },
  },

  broadcasting: {
    auth: () => '/broadcasting/auth',
  },
} as const;
