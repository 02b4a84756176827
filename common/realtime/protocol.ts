// The messages exchanged over the socket, typed once for the server and the browser client.

export const MAX_CHANNEL_NAME_LENGTH = 200;

export interface BroadcastMessage {
  channel: string;
  event: string;
  payload: unknown;
}

/**
 * Channels one socket may hold at once. A page holds a handful (its event, the member's own channel, an
 * event's admin channel); the cap keeps one socket from filling the server with rooms.
 */
export const MAX_CHANNELS_PER_SOCKET = 50;

/** 429: the socket already holds `MAX_CHANNELS_PER_SOCKET` channels. */
export type SubscribeAck = { ok: true } | { ok: false; status: 403 | 422 | 429 };

export interface ServerToClientEvents {
  broadcast(message: BroadcastMessage): void;
}

export interface ClientToServerEvents {
  subscribe(request: { channel: string }, ack: (result: SubscribeAck) => void): void;
  unsubscribe(request: { channel: string }): void;
}

/** A message for one member on their `user.{id}` channel, shown as a toast on any page they have open. */
export const MEMBER_NOTICE_EVENT = 'MemberNotice';

export interface MemberNotice {
  message: string;
  tone: 'success' | 'error';
}

/** On `event.{id}`: the waiting list moved (someone joined, left, or got an offer); pages reload their place in it. */
export const WAITING_LIST_CHANGED = 'WaitingListChanged';

/**
 * On `event.{id}` (public: the public page says so too): the event was cancelled. Open scanners show it at
 * once, a volunteer's too (they have no account for the staff channel).
 */
export const EVENT_CANCELLED = 'EventCancelled';

export interface EventCancelledNotice {
  eventId: number;
  cancelledAt: string;
}

/** SPEC §7 ticket events. `event.{id}` gets CapacityChanged (public, no personal data); `admin.event.{id}` gets all of them. */
/** On `admin.event.{id}`: a sync found two devices that admitted one ticket offline (`DoorConflictsFound`). */
export const DOOR_CONFLICT_EVENT = 'DoorConflictsFound';

export const TICKET_EVENTS = {
  issued: 'TicketIssued',
  cancelled: 'TicketCancelled',
  checkedIn: 'TicketCheckedIn',
  /** An admin or door staff undid a check-in (a mistaken scan): the ticket is not checked in any more. */
  checkInUndone: 'TicketCheckInUndone',
  capacityChanged: 'CapacityChanged',
} as const;

export type TicketEventName = (typeof TICKET_EVENTS)[keyof typeof TICKET_EVENTS];
