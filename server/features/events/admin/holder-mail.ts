import type { AppConfig } from '../../../config.js';
import type { Prisma } from '../../../db.js';
import { mailDateRange } from '../../../mail/dates.js';
import type { EventChanged } from '../../../mail/messages/event-changed.js';
import { MAIL_PLACE_SELECT, mailPlace } from '../../../mail/places.js';
import type { MailMessage } from '../../../mail/transport.js';
import { HOLDER_MAILBOX_SELECT, holderMailboxes, toMailbox, type MailLinks } from '../../tickets/index.js';

/** What a mail about an event reads of a ticket or a place on its waiting list: whose it is, and their mailboxes. */
export const PERSON_MAIL_SELECT = {
  id: true,
  user: { select: HOLDER_MAILBOX_SELECT },
} as const;

/** What a job mailing an event's news reads of it: where it stands, when and where, and its ticket holders. */
export const EVENT_NEWS_SELECT = {
  title: true,
  slug: true,
  status: true,
  startsAt: true,
  endsAt: true,
  location: { select: MAIL_PLACE_SELECT },
  tickets: { where: { status: 'active' }, select: PERSON_MAIL_SELECT },
} satisfies Prisma.EventSelect;

type EventNews = Prisma.EventGetPayload<{ select: typeof EVENT_NEWS_SELECT }>;

/** The event's part of a mail telling one person of a change: its title, its time and place now. */
export function eventAsItStands(
  event: EventNews,
  config: Pick<AppConfig, 'appName' | 'appUrl'>,
  { to, name, path }: { to: string; name: string; path: string },
): EventChanged {
  return {
    appName: config.appName,
    to,
    name,
    eventTitle: event.title,
    when: mailDateRange(event.startsAt, event.endsAt),
    where: mailPlace(event.location),
    url: new URL(path, config.appUrl).toString(),
  };
}

type Person = Prisma.TicketGetPayload<{ select: typeof PERSON_MAIL_SELECT }>;

/**
 * One message for each mailbox of each person (theirs, and their guardians' while they are a minor),
 * keyed by the job's key, the kind and the ticket or entry, so a batch cut short by a crash sends the rest
 * when it runs again and nobody twice.
 */
export function mailsToEach<P extends Person>(
  people: P[],
  { key, kind, now, links }: { key: string; kind: 'ticket' | 'waiting'; now: Date; links: MailLinks },
  write: (person: P, to: string) => MailMessage,
): { message: MailMessage; key: string }[] {
  return people.flatMap((person) =>
    holderMailboxes(person.user, `${key}:${kind}-${person.id}`, now, links).map((mailbox) => ({
      message: toMailbox(write(person, mailbox.to), mailbox),
      key: mailbox.key,
    })),
  );
}
