import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { PageProps } from '../../../common/types/pages.js';
import type { ScanResponse } from '../../../common/types/scanner.js';
import {
  formatReference,
  parseReference,
  referenceFromCodeHash,
  referenceFromDigest,
} from '../../../common/ticket-reference.js';
import { hashTicketCode } from '../../../server/features/scanner/door-list.js';
import { ticketReference } from '../../../server/features/tickets/ticket-reference.js';
import { backfillTicketReferences } from '../../../server/content/backfill-derived.js';
import { createUser } from '../../support/factories.js';
import { pageAt } from '../../support/member-session.js';
import { createTestApp } from '../../support/test-app.js';
import { createEvent, createTicket, doorScanner, postScan, scanUrl } from './support.js';

const testApp = await createTestApp();
afterAll(() => testApp.close());
const { db } = testApp.context;
const door = await doorScanner(testApp, 'Reference Door');

describe("a ticket's short reference (issue 16)", () => {
  it('is eight characters of the code hash, read forgivingly, and found in the door list hash too', () => {
    const code = 'AQAAAAx.example-signature';
    const digest = createHash('sha256').update(code).digest();
    const reference = referenceFromDigest(digest);
    expect(reference).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(ticketReference(` ${code} `)).toBe(reference);
    expect(referenceFromCodeHash(hashTicketCode(code))).toBe(reference);
    const printed = formatReference(reference);
    expect(printed).toBe(`${reference.slice(0, 4)}-${reference.slice(4)}`);
    expect(parseReference(printed.toLowerCase())).toBe(reference);
    expect(parseReference('oooo iiii')).toBe('00001111');
    expect(parseReference('7KQ2-M9X')).toBeNull();
    expect(parseReference('7KQ2-M9XU')).toBeNull();
  });

  it('is on the member’s ticket, and typed at the door it admits that ticket, logged as manual', async () => {
    const event = await createEvent(db);
    const ticket = await createTicket(db, event.id, { name: 'Rita Reference' });
    const printed = formatReference(ticketReference(ticket.code));

    const scan = (await postScan(door.agent, scanUrl(event.id), { code: printed.toLowerCase() }).expect(200))
      .body as ScanResponse;
    expect(scan.verdict).toMatchObject({ outcome: 'valid', attendeeName: 'Rita Reference' });
    const log = await db.checkIn.findFirstOrThrow({ where: { ticketId: ticket.id } });
    expect(log.method).toBe('manual');
    const again = (await postScan(door.agent, scanUrl(event.id), { code: ticket.code }).expect(200))
      .body as ScanResponse;
    expect(again.verdict.outcome).toBe('already_checked_in');
  });

  // A volunteer may type made-up references by the hundred (a sync carries a hundred scans): each is one
  // indexed lookup, not a read and a hash of every ticket of the event.
  it('is found by its index: a typed reference reads a handful of rows, however many tickets the event has', async () => {
    const event = await createEvent(db, { capacity: null });
    const holders = await Promise.all(Array.from({ length: 3 }, () => createUser(db)));
    await db.ticket.createMany({
      data: Array.from({ length: 300 }, (_, index) => ({
        eventId: event.id,
        userId: holders[index % holders.length]!.id,
        code: `crowd-${event.id}-${index}`,
      })),
    });
    const ticket = await createTicket(db, event.id, { name: 'Ivo Indexed' });
    const typed = async (code: string) => {
      testApp.statements.rowsRead = 0;
      const scan = (await postScan(door.agent, scanUrl(event.id), { code }).expect(200)).body as ScanResponse;
      return { outcome: scan.verdict.outcome, rowsRead: testApp.statements.rowsRead };
    };
    const madeUp = await typed('ZZZZ-ZZZZ');
    expect(madeUp.outcome).toBe('unknown');
    expect(madeUp.rowsRead).toBeLessThan(30);
    const found = await typed(formatReference(ticketReference(ticket.code)));
    expect(found.outcome).toBe('valid');
    expect(found.rowsRead).toBeLessThan(30);
  });

  it('is given to the tickets written before references were stored, when the app starts', async () => {
    const event = await createEvent(db);
    const ticket = await createTicket(db, event.id, { name: 'Olga Older' });
    await db.$executeRaw`UPDATE "Ticket" SET "reference" = '' WHERE "id" = ${ticket.id}`;
    const scanReference = () =>
      postScan(door.agent, scanUrl(event.id), { code: formatReference(ticketReference(ticket.code)) });
    expect(((await scanReference().expect(200)).body as ScanResponse).verdict.outcome).toBe('unknown');
    expect(await backfillTicketReferences(db)).toBeGreaterThanOrEqual(1);
    expect(((await scanReference().expect(200)).body as ScanResponse).verdict.outcome).toBe('valid');
  });

  it("finds only this event's tickets: another event's reference is unknown here", async () => {
    const event = await createEvent(db);
    const other = await createEvent(db);
    const elsewhere = await createTicket(db, other.id);
    const scan = (
      await postScan(door.agent, scanUrl(event.id), { code: formatReference(ticketReference(elsewhere.code)) }).expect(
        200,
      )
    ).body as ScanResponse;
    expect(scan.verdict).toEqual({ outcome: 'unknown' });
  });
});

describe('the reference on the ticket page', () => {
  it('is shown to the holder', async () => {
    const event = await createEvent(db);
    const ticket = await createTicket(db, event.id, { userId: door.user.id });
    const page = await pageAt<PageProps['ticket/Show']>(testApp, door.agent, `/tickets/${ticket.id}`);
    expect(page.props.ticket.reference).toBe(formatReference(ticketReference(ticket.code)));
  });
});
