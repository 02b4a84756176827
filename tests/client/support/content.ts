import type { EventSummary, LocationSummary, PostSummary } from '../../../common/types/content';
import type { PublicEventDetail } from '../../../common/types/events';
import type { Paginated } from '../../../common/types/list';
import type { MemberTicket } from '../../../common/types/member-tickets';

export const event: EventSummary = {
  id: 1,
  title: 'Summer camp',
  slug: 'summer-camp',
  summary: 'A week outdoors.',
  startsAt: '2030-07-14T09:00:00.000Z',
  endsAt: '2030-07-20T17:00:00.000Z',
  location: { name: 'The Barn', slug: 'the-barn' },
  tags: [{ name: 'Outdoors', slug: 'outdoors' }],
};

export const eventDetail: PublicEventDetail = {
  ...event,
  status: 'published',
  descriptionHtml: '<p>Bring a <strong>tent</strong>.</p>',
  cover: null,
  location: {
    name: 'The Barn',
    slug: 'the-barn',
    streetAddress: '1 Farm Lane',
    postCode: 'AB1 2CD',
    placeName: 'Hilltown',
    mapUrl: 'https://www.openstreetmap.org/search?query=1%20Farm%20Lane',
  },
  capacity: 40,
  remaining: 12,
  minimumAge: null,
};

export const post: PostSummary = {
  id: 2,
  title: 'We are back',
  slug: 'we-are-back',
  excerpt: 'News from the club.',
  publishedAt: '2030-01-02T10:00:00.000Z',
  author: null,
  tags: [{ name: 'Club news', slug: 'club-news' }],
  cover: null,
};

export const location: LocationSummary = {
  id: 3,
  name: 'The Barn',
  slug: 'the-barn',
  placeName: 'Hilltown',
  description: 'Our home base.',
};

export const ticket: MemberTicket = {
  id: 4,
  holder: null,
  code: 'ABC123.signature',
  reference: '7KQ2-M9XD',
  qr: 'data:image/svg+xml;base64,PHN2Zy8+',
  checkedInAt: null,
  cancellable: true,
  event: {
    title: event.title,
    slug: event.slug,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    status: 'published',
    location: { name: 'The Barn', streetAddress: '1 Farm Lane', placeName: 'Hilltown' },
  },
};

export function onePage<Item>(data: Item[]): Paginated<Item> {
  return {
    data,
    total: data.length,
    page: 1,
    perPage: 12,
    lastPage: 1,
    from: data.length ? 1 : 0,
    to: data.length,
    links: [],
    prevUrl: null,
    nextUrl: null,
  };
}
