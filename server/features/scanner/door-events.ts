import type { ScannerEvent } from '../../../common/types/scanner.js';
import type { Database } from '../../db.js';
import { SCANNER_EVENT_SELECT, scannerEvent } from './presenter.js';

const DOOR_EVENTS_SHOWN = 10;

/** Published events not over yet, soonest first: where door staff pick the scanner to open. */
export async function doorEvents(db: Database, now: Date): Promise<ScannerEvent[]> {
  const events = await db.event.findMany({
    where: { status: 'published', endsAt: { gte: now } },
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
    take: DOOR_EVENTS_SHOWN,
    select: SCANNER_EVENT_SELECT,
  });
  return events.map(scannerEvent);
}
