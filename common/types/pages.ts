// Every page component and the props it receives: the server's `render` is checked against this map
// (server/http/pages.ts) and each page component takes its props from it.
import type { SeriesDateRow, SeriesPattern } from './series';
import type { MemberWaitingPlace, WaitingListRow } from './waiting-list';
import type { PostState } from '../blog-posts';
import type { AdminWeek } from './admin-week';
import type { PermissionDetail, PermissionSummary, RoleDetail, RoleSummary, UserDetail, UserSummary } from './admin';
import type { AuditIndexProps } from './audit';
import type { CareView, EventCareSection } from './care';
import type { AdminPostDetail, AdminPostSummary } from './blog-admin';
import type {
  LocationDetail,
  LocationSummary,
  PostDetail,
  PostSummary,
  EventSummary,
  RelatedPost,
  TagRef,
} from './content';
import type { AdminEventDetail, AdminEventForm, AdminEventSummary, AttendeeRow, LocationChoice } from './event-admin';
import type { EventIndexProps, EventShowProps } from './events';
import type { FamilyProps } from './family';
import type { GuardianConsentProps } from './guardian-consent';
import type { FailedJobRow } from './jobs';
import type { AdminEventMessage, MemberMessage } from './messages';
import type { ListFilters, Paginated } from './list';
import type { AdminLocationDetail, AdminLocationSummary, PostCodeSummary } from './locations';
import type { MemberTicket, TicketAnswerForm } from './member-tickets';
import type { EventQuestion, TicketAnswers } from '../questions';
import type { RegisterStepsProps } from './register-steps';
import type { DoorInvitationView, DoorJoinPageProps, ScannerEvent, ScannerPageProps } from './scanner';
import type {
  BrowserSessionView,
  CalendarFeedView,
  CollectorView,
  GuardianView,
  PasskeyView,
  PhoneView,
  ProfileView,
  TwoFactorProps,
} from './settings';
import type { ErrorStatus } from './shared';
import type { EventCounters } from './tickets';

type NoProps = Record<string, never>;

export interface ErrorProps {
  status: ErrorStatus;
  /** Seconds to wait, sent with 429. */
  retryAfter?: number;
  /** Why the server refused, when the general message would leave the member guessing. */
  reason?: string;
}

export interface PageProps {
  Dashboard: {
    tickets: { upcoming: MemberTicket[]; past: MemberTicket[] };
    messages: MemberMessage[];
    /** SPEC §13: the waiting lists the member (or a child of theirs) is on, for events not started yet. */
    waiting: MemberWaitingPlace[];
  };
  Error: ErrorProps;
  Welcome: { events: EventSummary[]; posts: PostSummary[]; locations: LocationSummary[] };
  /** `week` is deferred: absent from the first response, fetched right after it. */
  'admin/Dashboard': { week?: AdminWeek; doorEvents: ScannerEvent[] | null };
  'admin/blog/Edit': { post: AdminPostDetail };
  'admin/jobs/Index': { failedJobs: FailedJobRow[] };
  'admin/blog/Index': { posts: Paginated<AdminPostSummary>; filters: ListFilters };
  'admin/event/Edit': {
    event: AdminEventForm;
    locations: LocationChoice[];
    /** How many dates of its series come after this one: the form then asks "this date" or "this and the following". */
    laterDates: number;
  };
  'admin/event/Index': {
    events: Paginated<AdminEventSummary>;
    filters: ListFilters;
    /** Whether the viewer holds tickets.scan, so the scanner link leads somewhere. */
    canScan: boolean;
  };
  'admin/event/Questions': { event: { id: number; title: string }; questions: EventQuestion[] };
  'admin/event/Scanner': ScannerPageProps;
  'admin/event/Series': {
    /** `cancelled`: a cancelled event cannot be repeated, so the page explains instead of offering the form. */
    event: { id: number; title: string; startsAt: string; cancelled: boolean };
    /** The series it belongs to, every date listed; null while it is a single event (the page then offers the form). */
    series: { pattern: SeriesPattern; dates: SeriesDateRow[] } | null;
  };
  'admin/event/Show': {
    event: AdminEventDetail;
    counters: EventCounters;
    attendees: Paginated<AttendeeRow>;
    filters: ListFilters;
    /** What taking a ticket asks, and the answers of the listed tickets by ticket id. */
    questions: EventQuestion[];
    answers: Record<number, TicketAnswers>;
    canScan: boolean;
    messages: AdminEventMessage[];
    care: EventCareSection;
    /** SPEC §11: links that let volunteers scan at this door; `newDoorInvitation` once, right after creating one. */
    doorInvitations: DoorInvitationView[];
    newDoorInvitation: { label: string; url: string } | null;
    /** SPEC §13: who waits for a place, open offers first, in line order. */
    waitingList: WaitingListRow[];
  };
  'admin/location/Create': NoProps;
  'door/Join': DoorJoinPageProps;
  'admin/location/Edit': { location: AdminLocationDetail };
  'admin/location/Index': { locations: Paginated<AdminLocationSummary>; filters: ListFilters };
  'admin/permission/Create': NoProps;
  'admin/permission/Edit': { permission: PermissionDetail };
  'admin/permission/Index': { permissions: Paginated<PermissionSummary>; filters: ListFilters };
  'admin/permission/Show': { permission: PermissionDetail };
  'admin/post-code/Create': { csv: { columns: readonly string[]; maxRows: number } };
  'admin/post-code/Edit': { postCode: PostCodeSummary };
  'admin/post-code/Index': { postCodes: Paginated<PostCodeSummary>; filters: ListFilters };
  'admin/audit/Index': AuditIndexProps;
  'admin/role/Create': { permissionNames: string[] };
  'admin/role/Edit': { role: RoleDetail; permissionNames: string[] };
  'admin/role/Index': { roles: Paginated<RoleSummary>; filters: ListFilters };
  'admin/role/Show': { role: RoleDetail };
  'admin/user/Edit': { user: UserDetail; roles: string[]; lockedRoles?: string[] };
  'admin/user/Index': { users: Paginated<UserSummary>; filters: ListFilters; roles: string[] };
  'admin/user/Show': { user: UserDetail };
  'auth/ConfirmPassword': NoProps;
  /** The page of the link mailed to an address staff typed: the member decides whether it becomes theirs. */
  'auth/ConfirmEmailChange': { newEmail: string };
  'auth/ForgotPassword': { status?: string };
  'auth/Login': {
    /** A confirmation to show, e.g. after a password reset. */
    status?: string;
  };
  'auth/Register': NoProps;
  'auth/RegisterSteps': RegisterStepsProps;
  'auth/ResetPassword': { token: string; email: string };
  'auth/TwoFactorChallenge': NoProps;
  'auth/VerifyEmail': { email: string };
  /** `tag` when the list is a tag's page (`/blog/tag/:slug`). */
  'blog/Index': { posts: Paginated<PostSummary>; filters: ListFilters; tag: TagRef | null };
  'blog/Show': { post: PostDetail; state: PostState; related: RelatedPost[] };
  'event/Index': EventIndexProps;
  'event/Show': EventShowProps;
  'location/Index': {
    locations: Paginated<LocationSummary>;
    filters: ListFilters;
    /** Places that have a location, for the place filter. */
    places: string[];
  };
  'guardian/Consent': GuardianConsentProps;
  'location/Show': { location: LocationDetail };
  'settings/Appearance': NoProps;
  'settings/Calendar': { feed: CalendarFeedView };
  'settings/Care': {
    care: CareView;
    /** A guardian entering their child's care information; absent for the member's own. */
    child?: { id: number; name: string };
  };
  'settings/Family': FamilyProps;
  'settings/Guardian': {
    guardian: GuardianView | null;
    /** The member is under 18: a guardian must be on file and cannot be removed. */
    required: boolean;
    /** The second guardian their guardian invited, and the adults a guardian allowed to collect them. */
    secondGuardian: GuardianView | null;
    collectors: CollectorView[];
  };
  'settings/Passkeys': { passkeys: PasskeyView[] };
  'settings/Password': NoProps;
  'settings/Phone': { phone: PhoneView | null };
  'settings/Profile': { profile: ProfileView };
  'settings/Sessions': { sessions: BrowserSessionView[] };
  'settings/TwoFactor': TwoFactorProps;
  /** `answers`: null when the event asks no questions. */
  'ticket/Show': { ticket: MemberTicket; answers: TicketAnswerForm | null };
}

export type PageName = keyof PageProps;
