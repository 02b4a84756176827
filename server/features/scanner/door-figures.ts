import type { AppContext } from '../../context.js';
import type { DoorFigures } from '../../../common/types/scanner.js';
import { DOOR_OPENS_BEFORE_MS } from './scan-time.js';

/** From this share of the location's capacity, the door is warned (SPEC §11). */
export const OCCUPANCY_WARNING = 0.9;

export interface DoorEvent {
  id: number;
  location: { id: number; name: string; capacity: number | null; capacityIsHardLimit: boolean } | null;
}

/**
 * What the door shows beside the event's counters: admissions per entrance, and how many are inside the
 * location (for every event there whose door is open) against its capacity, with the warning level.
 */
export async function doorFigures(
  { db, now: clock }: Pick<AppContext, 'db' | 'now'>,
  event: DoorEvent,
): Promise<DoorFigures> {
  const now = clock();
  const { location } = event;
  const [entrances, inside] = await Promise.all([
    db.checkIn.groupBy({
      by: ['entrance'],
      where: { eventId: event.id, outcome: 'valid', direction: 'entry' },
      _count: { _all: true },
      orderBy: { entrance: 'asc' },
    }),
    location?.capacity == null
      ? null
      : db.ticket.count({
          where: {
            inside: true,
            status: 'active',
            event: { locationId: location.id, endsAt: { gt: new Date(now.getTime() - DOOR_OPENS_BEFORE_MS) } },
          },
        }),
  ]);
  const occupancy =
    location?.capacity == null || inside === null
      ? null
      : {
          location: location.name,
          inside,
          capacity: location.capacity,
          hardLimit: location.capacityIsHardLimit,
          level:
            inside >= location.capacity
              ? ('full' as const)
              : inside >= location.capacity * OCCUPANCY_WARNING
                ? ('warning' as const)
                : ('ok' as const),
        };
  return {
    entrances: entrances.map((row) => ({ name: row.entrance, admitted: row._count._all })),
    occupancy,
  };
}
