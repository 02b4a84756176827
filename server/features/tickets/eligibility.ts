import { combinedConsent, type GuardianConsentState } from '../../../common/guardian-consent.js';
import type { TicketRefusal } from '../../../common/types/member-tickets.js';
import type { Prisma } from '../../db.js';
import type { EventRules } from '../events/index.js';
import { ageOn, isMinor } from '../members/index.js';

/** What the rules read of the person a ticket would be for, with their active ticket for the event if any. */
export const memberFactsSelect = (eventId: number) =>
  ({
    birthDate: true,
    managed: true,
    emailVerifiedAt: true,
    guardians: { select: { consentState: true } },
    tickets: { where: { activeEventId: eventId }, select: { id: true } },
  }) satisfies Prisma.UserSelect;

/** The rules' view of a row read with memberFactsSelect. */
export function memberFacts(row: {
  birthDate: Date | null;
  managed: boolean;
  emailVerifiedAt: Date | null;
  guardians: { consentState: GuardianConsentState }[];
  tickets: { id: number }[];
}): MemberFacts {
  return {
    birthDate: row.birthDate,
    verified: row.managed || row.emailVerifiedAt !== null,
    guardianConsent: combinedConsent(row.guardians.map(({ consentState }) => consentState)),
    holdsTicket: row.tickets.length > 0,
  };
}

export interface MemberFacts {
  birthDate: Date | null;
  /**
   * Their address is confirmed, or they have none (a managed child): a ticket's mail, and its code, go to
   * an address proven to be theirs (SPEC §6: tickets are for verified members, a child included).
   */
  verified: boolean;
  /** The consent of the guardian on file, or null when there is none. */
  guardianConsent: GuardianConsentState | null;
  holdsTicket: boolean;
}

/**
 * Why the member may not take a ticket for the event now, or null when they may. Registration is open
 * from `registrationOpensAt` (when set) until `registrationClosesAt` (when set), and never after the
 * start. Ages are counted on the day the event starts. Drafts never reach here (they are not found).
 */
export function ticketRefusal(
  event: EventRules,
  member: MemberFacts,
  activeTickets: number,
  now: Date,
): TicketRefusal | null {
  if (event.status !== 'published') return 'cancelled';
  if (event.startsAt <= now) return 'past';
  if (member.holdsTicket) return 'alreadyHeld';
  if (!member.verified) return 'emailUnverified';
  if (event.registrationOpensAt && event.registrationOpensAt > now) return 'notOpenYet';
  if (event.registrationClosesAt && event.registrationClosesAt <= now) return 'closed';
  if (event.minimumAge !== null) {
    if (!member.birthDate) return 'birthDateNeeded';
    if (ageOn(member.birthDate, event.startsAt) < event.minimumAge) return 'tooYoung';
  }
  if (isMinor(member.birthDate, event.startsAt)) {
    // A minor takes part only with the guardian's own confirmation, not with a guardian merely named.
    if (member.guardianConsent === null) return 'guardianNeeded';
    if (member.guardianConsent === 'pending') return 'consentPending';
    if (member.guardianConsent !== 'confirmed') return 'consentWithdrawn';
  }
  if (event.capacity !== null && activeTickets >= event.capacity) return 'full';
  return null;
}

/** The refusal flashed after a refused "Get a ticket" (the event page explains the same reasons). */
export const REFUSAL_MESSAGES: Record<TicketRefusal, string> = {
  cancelled: 'This event has been cancelled, so no tickets are available.',
  past: 'This event has already started, so no more tickets are available.',
  alreadyHeld: 'You already have a ticket for this event.',
  notOpenYet: 'Registration for this event has not opened yet.',
  closed: 'Registration for this event is closed.',
  birthDateNeeded:
    'This event has a minimum age and your account has no birth date. Add it in your profile settings, then take your ticket.',
  tooYoung: 'You are below the minimum age for this event.',
  guardianNeeded:
    'Members under 18 need a guardian on file before taking a ticket. Add your guardian in your settings.',
  consentPending:
    'Members under 18 need their guardian to confirm consent before taking a ticket. Your guardian has not answered the e-mail we sent them yet: you can send it again.',
  consentWithdrawn:
    'Members under 18 need their guardian to confirm consent before taking a ticket. Your guardian declined or withdrew their consent: you can ask them again.',
  emailUnverified: 'Confirm your e-mail address with the link we sent you, then take your ticket.',
  full: 'Sorry, this event is full.',
};

/** The refusal said to a guardian taking a ticket for their child (SPEC §10): the child's rules, named. */
export function childRefusalMessage(reason: TicketRefusal, child: string): string {
  switch (reason) {
    case 'alreadyHeld':
      return `${child} already has a ticket for this event.`;
    case 'birthDateNeeded':
      return `This event has a minimum age and ${child}'s profile has no birth date.`;
    case 'tooYoung':
      return `${child} is below the minimum age for this event.`;
    case 'guardianNeeded':
    case 'consentPending':
      return `${child} can take tickets once a guardian has confirmed their consent; a request is still waiting for an answer.`;
    case 'consentWithdrawn':
      return `${child} cannot take tickets: a guardian declined or withdrew their consent.`;
    case 'emailUnverified':
      return `${child} must first confirm their e-mail address with the link we sent them; then you can take tickets for them.`;
    default:
      return REFUSAL_MESSAGES[reason];
  }
}
