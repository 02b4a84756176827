// The URLs of the public site, the member's account and the sign-in flow.
import { anyone, auth, guest, route, unverified, verified } from './route';

export const PUBLIC_ROUTES = {
  home: route('/', { GET: anyone }),
  /** 200 when the app and its database answer: for load balancers. */
  health: route('/up', { GET: anyone }),
  sitemap: route('/sitemap.xml', { GET: anyone }),
  dashboard: route('/dashboard', { GET: verified }),

  blog: {
    index: route('/blog', { GET: anyone }),
    feed: route('/blog/rss.xml', { GET: anyone }),
    /** The posts carrying a tag, and their feed. */
    tag: route('/blog/tag/:slug', { GET: anyone }),
    tagFeed: route('/blog/tag/:slug/rss.xml', { GET: anyone }),
    show: route('/blog/:slug', { GET: anyone }),
  },
  events: {
    index: route('/events', { GET: anyone }),
    /** The public calendar feed of upcoming events. */
    feed: route('/events.ics', { GET: anyone }),
    show: route('/events/:slug', { GET: anyone }),
    /** The event as a calendar file (.ics) to download. */
    calendar: route('/events/:slug/calendar.ics', { GET: anyone }),
    /** POST: takes a ticket for the event. */
    takeTicket: route('/events/:slug/tickets', { POST: verified }),
    /** POST: joins the full event's waiting list (with `holder`, for a child). */
    joinWaitingList: route('/events/:slug/waiting-list', { POST: verified }),
  },
  /** A member's own calendar feed: the secret token is the key, so calendar apps subscribe without a session. */
  memberCalendar: route('/calendar/:token.ics', { GET: anyone }),
  /** DELETE: leaves a waiting list, declining an offer held. */
  waitingList: { leave: route('/waiting-list/:id', { DELETE: verified }) },
  tickets: {
    /** The printable ticket page; DELETE cancels the ticket. */
    show: route('/tickets/:id', { GET: verified, DELETE: verified }),
    /** PUT: the ticket's answers to its event's questions. */
    answers: route('/tickets/:id/answers', { PUT: verified }),
  },
  locations: {
    index: route('/locations', { GET: anyone }),
    show: route('/locations/:slug', { GET: anyone }),
  },

  login: route('/login', { GET: guest, POST: guest }),
  /** The second step of signing in for a member with two-factor on: a TOTP or recovery code. */
  twoFactorChallenge: route('/two-factor-challenge', { GET: guest, POST: guest }),
  logout: route('/logout', { POST: auth }),
  passkeySignIn: {
    /** POST, JSON: the options (with a challenge) for signing in with a passkey. */
    options: route('/login/passkey/options', { POST: guest }),
    /** POST: the browser's signed answer; signs the member in. */
    verify: route('/login/passkey', { POST: guest }),
  },
  register: route('/register', { GET: guest, POST: guest }),
  registerSteps: {
    show: route('/register/steps', { GET: guest }),
    submit: route('/register/steps/:step', { POST: guest }),
  },
  password: {
    request: route('/forgot-password', { GET: guest, POST: guest }),
    reset: route('/reset-password/:token', { GET: guest }),
    update: route('/reset-password', { POST: guest }),
    confirm: route('/confirm-password', { GET: auth, POST: auth }),
  },
  verification: {
    notice: route('/verify-email', { GET: unverified }),
    verify: route('/verify-email/:id/:hash', { GET: auth }),
    send: route('/email/verification-notification', { POST: unverified }),
  },
  /** The link mailed to a new address: GET shows the change, POST (password confirmed) makes it. */
  emailChange: route('/email-change/:id/:hash', { GET: auth, POST: auth }),

  /** The guardian's consent pages: no account, the link's unguessable token is the authority (SPEC §10). */
  guardianConsent: {
    /** The guardian's page from the mailed link; POST answers it. */
    show: route('/guardian-consent/:token', { GET: anyone, POST: anyone }),
    /** The page (and POST target) that withdraws a confirmed consent. */
    revoke: route('/guardian-consent/:token/revoke', { GET: anyone, POST: anyone }),
  },
  /** A door invitation's link (SPEC §11): the token is the key; POST gives the volunteer's name. */
  doorInvitation: route('/door/:token', { GET: anyone, POST: anyone }),
  /** POST (form-encoded `socket_id`, `channel_name`): joins the caller's socket to a private channel. */
  broadcastingAuth: route('/broadcasting/auth', { POST: anyone }),
};
