import type { Prisma } from '../../db.js';
import { renderMarkdown } from '../../markdown.js';

export const eventSummarySelect = {
  id: true,
  title: true,
  slug: true,
  summary: true,
  startsAt: true,
  endsAt: true,
  location: { select: { name: true, slug: true } },
} satisfies Prisma.EventSelect;

export const eventDetailSelect = {
  ...eventSummarySelect,
  description: true,
  capacity: true,
  location: { select: { name: true, slug: true, streetAddress: true, postCode: { select: { placeName: true } } } },
  _count: { select: { tickets: { where: { status: 'active' } } } },
} satisfies Prisma.EventSelect;

type EventSummaryRow = Prisma.EventGetPayload<{ select: typeof eventSummarySelect }>;
type EventDetailRow = Prisma.EventGetPayload<{ select: typeof eventDetailSelect }>;

const isoDates = <T extends { startsAt: Date; endsAt: Date }>(event: T) => ({
  ...event,
  startsAt: event.startsAt.toISOString(),
  endsAt: event.endsAt.toISOString(),
});

export const presentEventSummary = (event: EventSummaryRow) => isoDates(event);

export function presentEventDetail({ description, _count, location, ...event }: EventDetailRow) {
  return {
    ...isoDates(event),
    descriptionHtml: renderMarkdown(description),
    location: location && { name: location.name, slug: location.slug, streetAddress: location.streetAddress, placeName: location.postCode.placeName },
    remaining: event.capacity === null ? null : Math.max(0, event.capacity - _count.tickets),
  };
}
