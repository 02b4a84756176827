import type { Prisma } from '../../db.js';

export const eventCardSelect = {
  id: true,
  title: true,
  slug: true,
  summary: true,
  startsAt: true,
  endsAt: true,
  location: { select: { name: true, slug: true } },
} satisfies Prisma.EventSelect;

export const postCardSelect = {
  id: true,
  title: true,
  slug: true,
  excerpt: true,
  publishedAt: true,
  author: { select: { name: true, deletedAt: true } },
} satisfies Prisma.BlogPostSelect;

export const locationCardSelect = {
  id: true,
  name: true,
  slug: true,
  description: true,
  postCode: { select: { placeName: true } },
} satisfies Prisma.LocationSelect;

type EventCardRow = Prisma.EventGetPayload<{ select: typeof eventCardSelect }>;
type PostCardRow = Prisma.BlogPostGetPayload<{ select: typeof postCardSelect }>;
type LocationCardRow = Prisma.LocationGetPayload<{ select: typeof locationCardSelect }>;

export const presentEventCard = (event: EventCardRow) => ({
  ...event,
  startsAt: event.startsAt.toISOString(),
  endsAt: event.endsAt.toISOString(),
});

export const presentPostCard = ({ author, ...post }: PostCardRow) => ({
  ...post,
  publishedAt: post.publishedAt?.toISOString() ?? null,
  author: author && !author.deletedAt ? author.name : null,
});

export const presentLocationCard = ({ postCode, ...location }: LocationCardRow) => ({
  ...location,
  placeName: postCode.placeName,
});
