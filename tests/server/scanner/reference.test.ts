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
