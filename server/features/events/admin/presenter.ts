import type { AdminEventDetail, AdminEventForm, AdminEventSummary } from '../../../../common/types/event-admin.js';
import type { Prisma } from '../../../db.js';
import { presentImage } from '../../../uploads/presenter.js';
import { tagNamesText } from '../../tags/index.js';
import type { AdminEventRecord, adminEventSelect } from './service.js';

type AdminEventRow = Prisma.EventGetPayload<{ select: typeof adminEventSelect }>;

const textOf = (value: number | null) => (value === null ? '' : String(value));
const isoOf = (value: Date | null) => value?.toISOString() ?? '';

export const adminEventSummary = (event: AdminEventRow): AdminEventSummary => ({
  id: event.id,
  title: event.title,
  slug: event.slug,
  status: event.status,
  startsAt: event.startsAt.toISOString(),
  endsAt: event.endsAt.toISOString(),
  location: event.location?.name ?? null,
  ticketsTaken: event._count.tickets,
  placesLeft: event.capacity === null ? null : Math.max(0, event.capacity - event._count.tickets),
});

export const adminEventDetail = (event: AdminEventRow): AdminEventDetail => ({
  ...adminEventSummary(event),
  capacity: event.capacity,
});

export const adminEventForm = (event: AdminEventRecord): AdminEventForm => ({
  id: event.id,
  title: event.title,
  slug: event.slug,
  summary: event.summary,
  description: event.description,
  startsAt: event.startsAt.toISOString(),
  endsAt: event.endsAt.toISOString(),
  locationId: textOf(event.locationId),
  capacity: textOf(event.capacity),
  registrationOpensAt: isoOf(event.registrationOpensAt),
  registrationClosesAt: isoOf(event.registrationClosesAt),
  minimumAge: textOf(event.minimumAge),
  reminderHours: textOf(event.reminderHours),
  claimWindowHours: textOf(event.claimWindowHours),
  status: event.status,
  coverImageAlt: event.coverImageAlt ?? '',
  tags: tagNamesText(event.tagList),
  removeCoverImage: false,
  cover: presentImage(event.coverImage, event.coverImageAlt),
});
