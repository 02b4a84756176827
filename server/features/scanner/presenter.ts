import type { ScannerEvent } from '../../../common/types/scanner.js';
import type { Prisma } from '../../db.js';
import { doorClosesAt, doorOpensAt } from './scan-time.js';

export const SCANNER_EVENT_SELECT = {
  id: true,
  title: true,
  startsAt: true,
  endsAt: true,
  status: true,
  cancelledAt: true,
  location: { select: { id: true, name: true, capacity: true, capacityIsHardLimit: true } },
} satisfies Prisma.EventSelect;

type ScannerEventRow = Prisma.EventGetPayload<{ select: typeof SCANNER_EVENT_SELECT }>;

export const scannerEvent = (event: ScannerEventRow): ScannerEvent => ({
  id: event.id,
  title: event.title,
  startsAt: event.startsAt.toISOString(),
  endsAt: event.endsAt.toISOString(),
  status: event.status,
  cancelledAt: event.cancelledAt?.toISOString() ?? null,
  doorOpensAt: doorOpensAt(event).toISOString(),
  doorClosesAt: doorClosesAt(event).toISOString(),
  locationName: event.location?.name ?? null,
});
