// Shapes of the content props the server's presenters send to pages (dates are ISO strings).
import type { ImageView } from './images';

export interface LocationRef {
  name: string;
  /** The location's page; null when it is not public (unpublished or deleted): name it as text, unlinked. */
  slug: string | null;
}

export interface EventSummary {
  id: number;
  title: string;
  slug: string;
  summary: string;
  startsAt: string;
  endsAt: string;
  location: LocationRef | null;
  tags: TagRef[];
}

export interface PostSummary {
  id: number;
  title: string;
  slug: string;
  /** The editor's excerpt, or the start of the body when they left it empty. */
  excerpt: string;
  /** null only for a draft an editor previews. */
  publishedAt: string | null;
  /** null when the author deleted their account. */
  author: string | null;
  cover: ImageView | null;
  tags: TagRef[];
}

/** A post to read next, under another: without the author, which would cost a query per list. */
export type RelatedPost = Omit<PostSummary, 'author' | 'tags'>;

export interface PostDetail extends PostSummary {
  bodyHtml: string;
  readingMinutes: number;
}

export interface LocationSummary {
  id: number;
  name: string;
  slug: string;
  placeName: string;
  description: string;
}

export interface LocationDetail {
  name: string;
  slug: string;
  descriptionHtml: string;
  streetAddress: string;
  postCode: string;
  placeName: string;
  /** null when no capacity is given. */
  capacity: number | null;
  /** OpenStreetMap at the location's coordinates, or a search for its address. */
  mapUrl: string;
  events: EventSummary[];
}

/** A tag as pages show it: its name, and the slug its page and filter use. */
export interface TagRef {
  name: string;
  slug: string;
}
