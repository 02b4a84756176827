import type { AppContext } from '../../context.js';
import type { ScannerEvent } from '../../../common/types/scanner.js';
import { SCANNER_EVENT_SELECT, scannerEvent } from './presenter.js';

const DOOR_EVENTS_SHOWN = 10;

/** Published events not over yet, soonest first: where door staff pick the scanner to open. */
export async function doorEvents({ db }: Pick<AppContext, 'db'>, now: Date): Promise<ScannerEvent[]> {
  const events = await db.event.findMany({
    where: { status: 'published', endsAt: { gte: now } },
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
    take: DOOR_EVENTS_SHOWN,
    select: SCANNER_EVENT_SELECT,
  });
  return events.map(scannerEvent);
}
