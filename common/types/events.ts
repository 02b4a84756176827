// Props of the public event pages (event/Index, event/Show). Dates are ISO strings.
import type { PublicSeries } from './series';
import type { EventSummary, TagRef } from './content';
import type { ImageView } from './images';
import type { ListFilters, Paginated } from './list';
import type { ChildTicketOption, TicketPanel } from './member-tickets';
import type { EventQuestion } from '../questions';

export type PublicEventStatus = 'published' | 'cancelled';

export interface EventListItem extends EventSummary {
  status: PublicEventStatus;
  /** With "one row per series": how many more dates of its series the row stands for. */
  moreDates?: number;
}

export interface EventLocationChoice {
  slug: string;
  name: string;
}

export interface EventIndexProps {
  events: Paginated<EventListItem>;
  filters: ListFilters & { location: string; from: string; to: string; past: string; series: string; tag: string };
  locations: EventLocationChoice[];
  /** The tag the list is filtered by (`?tag=`), with its name for the heading. */
  tag: TagRef | null;
}

export interface PublicEventDetail extends Omit<EventListItem, 'location'> {
  descriptionHtml: string;
  cover: ImageView | null;
  location: {
    name: string;
    /** null when the location's page is not public (unpublished or deleted): the name is shown unlinked. */
    slug: string | null;
    streetAddress: string;
    postCode: string;
    placeName: string;
    mapUrl: string;
  } | null;
  /** null means unlimited places. */
  capacity: number | null;
  remaining: number | null;
  minimumAge: number | null;
}

export interface EventShowProps {
  event: PublicEventDetail;
  ticketPanel: TicketPanel;
  /** A guardian's children, each with what they can do for them at this event. */
  childTickets: ChildTicketOption[];
  /** What taking a ticket asks; only sent when the visitor can take one (for themselves or a child). */
  questions: EventQuestion[];
  /** Up to three other upcoming events at the same location, soonest first. */
  otherEvents: EventListItem[];
  /** The series this date belongs to, with its next dates; null for a single event. */
  series: PublicSeries | null;
}
