export const MESSAGE_AUDIENCES = ['all', 'checked_in', 'not_checked_in', 'waiting_list'] as const;

/**
 * Who an event message goes to: every ticket holder, those checked in, those not (yet) checked in, or the
 * people on the event's waiting list.
 */
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];

/** A message as `admin/event/Show` lists it. */
export interface AdminEventMessage {
  id: number;
  subject: string;
  bodyHtml: string;
  audience: MessageAudience;
  /** ISO 8601: when it goes (or went) out. */
  sendAt: string;
  sentAt: string | null;
  recipientCount: number;
  authorName: string | null;
}

/** A message a member received, on their dashboard. */
export interface MemberMessage {
  id: number;
  subject: string;
  bodyHtml: string;
  sentAt: string;
  event: { title: string; slug: string };
}
