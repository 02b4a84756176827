import type { EventDetail, EventSummary, LocationSummary, PostSummary, TicketSummary } from '../../../resources/types/content';
import type { Paginated } from '../../../resources/types/list';

export const event: EventSummary = {
  id: 1,
  title: 'Summer camp',
  slug: 'summer-camp',
  summary: 'A week outdoors.',
  startsAt: '2030-07-14T09:00:00.000Z',
  endsAt: '2030-07-20T17:00:00.000Z',
  location: { name: 'The Barn', slug: 'the-barn' },
};

export const eventDetail: EventDetail = {
  ...event,
  descriptionHtml: '<p>Bring a <strong>tent</strong>.</p>',
  location: { name: 'The Barn', slug: 'the-barn', streetAddress: '1 Farm Lane', placeName: 'Hilltown' },
  capacity: 40,
  remaining: 12,
};

export const post: PostSummary = {
  id: 2,
  title: 'We are back',
  slug: 'we-are-back',
  excerpt: 'News from the club.',
  publishedAt: '2030-01-02T10:00:00.000Z',
  author: null,
  cover: null,
};

export const location: LocationSummary = {
  id: 3,
  name: 'The Barn',
  slug: 'the-barn',
  placeName: 'Hilltown',
  description: 'Our home base.',
};

export const ticket: TicketSummary = {
  id: 4,
  code: 'ABC123',
  status: 'active',
  event: { title: event.title, slug: event.slug, startsAt: event.startsAt },
};

/** A list that fits on one page, as the server paginates it. */
export function onePage<Item>(data: Item[]): Paginated<Item> {
  return { data, total: data.length, page: 1, perPage: 12, lastPage: 1, from: data.length ? 1 : 0, to: data.length, links: [], prevUrl: null, nextUrl: null };
}
