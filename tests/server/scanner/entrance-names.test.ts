// An entrance is named in free text on each scanner: "Main door", "main door" and "Main  door " are one
// entrance in the counts, whichever case or spacing a device used, and however old the scans are.
import { afterAll, describe, expect, it } from 'vitest';
import type { ScanResponse } from '../../../common/types/scanner.js';
import { createTestApp } from '../../support/test-app.js';
import { createEvent, createTicket, doorScanner, postScan, scanUrl } from './support.js';

const testApp = await createTestApp();
afterAll(() => testApp.close());
const { db } = testApp.context;
const door = await doorScanner(testApp, 'Entrance Door');

describe('entrance names at the door', () => {
  it('counts one entrance whatever its case or spacing, under its most used spelling', async () => {
    const event = await createEvent(db);
    // A scan stored before names were tidied, with the spacing a device sent.
    const earlier = await createTicket(db, event.id);
    await db.checkIn.create({
      data: {
        eventId: event.id,
        ticketId: earlier.id,
        scannedById: door.user.id,
        outcome: 'valid',
        entrance: 'main   DOOR',
      },
    });
    const named = ['Main door', 'main door', ' Main  door ', 'MAIN DOOR', 'Main door', 'Café gate', 'CAFÉ GATE'];
    let last: ScanResponse | null = null;
    for (const entrance of [...named, 'CAFÉ GATE', undefined]) {
      const ticket = await createTicket(db, event.id);
      last = (await postScan(door.agent, scanUrl(event.id), { code: ticket.code, entrance }).expect(200))
        .body as ScanResponse;
      expect(last.verdict.outcome).toBe('valid');
    }
    expect(last!.door.entrances).toEqual([
      { name: null, admitted: 1 },
      { name: 'CAFÉ GATE', admitted: 3 },
      { name: 'Main door', admitted: 6 },
    ]);
    const stored = await db.checkIn.findMany({ where: { eventId: event.id }, orderBy: { id: 'asc' } });
    // Stored as typed, its spaces tidied.
    expect(stored.slice(1, 5).map(({ entrance }) => entrance)).toEqual([
      'Main door',
      'main door',
      'Main door',
      'MAIN DOOR',
    ]);
  });
});
