// What the scanner page is told about its door (SPEC §11): a cancelled event, the door's hours, undone scans.
import { afterAll, describe, expect, it } from 'vitest';
import type { BroadcastMessage } from '../../../common/realtime/protocol.js';
import type { PageProps } from '../../../common/types/pages.js';
import { createRoleWith } from '../../support/factories.js';
import { pageAt, signedIn, submit } from '../../support/member-session.js';
import { realtimeVisitor } from '../../support/realtime-visitor.js';
import { createTestApp } from '../../support/test-app.js';
import { editFormOf } from '../events/admin/support.js';
import { createEvent, createTicket, doorScanner, postScan, scanUrl } from './support.js';

const HOUR = 60 * 60 * 1000;
const clock = { now: new Date('2026-06-01T18:00:00Z') };
const testApp = await createTestApp({ clock });
const visitor = await realtimeVisitor(testApp);
afterAll(async () => {
  await visitor.close();
  await testApp.close();
});
const { db } = testApp.context;

await createRoleWith(db, 'notice-organisers', ['events.manage']);
const manager = await signedIn(testApp, { roles: ['notice-organisers'], name: 'Nora Organiser' });
const door = await doorScanner(testApp);

const scannerPage = async (eventId: number) =>
  (await pageAt<PageProps['admin/event/Scanner']>(testApp, door.agent, `/admin/events/${eventId}/scanner`)).props;

async function cancel(eventId: number) {
  const { editUrl, form } = await editFormOf(testApp, manager.agent, eventId);
  await submit(manager.agent, 'put', `/admin/events/${eventId}`, { ...form, status: 'cancelled' }, editUrl).expect(303);
}

describe("the scanner page's door", () => {
  it('names the hours the door is open: six hours before the start until an hour after the end', async () => {
    const event = await createEvent(db, { startsAt: new Date(clock.now.getTime() + 8 * HOUR) });
    const { event: shown } = await scannerPage(event.id);
    expect(shown).toMatchObject({
      status: 'published',
      cancelledAt: null,
      doorOpensAt: new Date(event.startsAt.getTime() - 6 * HOUR).toISOString(),
      doorClosesAt: new Date(event.endsAt.getTime() + HOUR).toISOString(),
    });
  });

  it('says when the event was cancelled, and tells every open scanner at once', async () => {
    const event = await createEvent(db, { startsAt: new Date(clock.now.getTime() + HOUR) });
    await visitor.watch(event.id);
    const told = new Promise<BroadcastMessage>((resolve) => {
      const listen = () =>
        void visitor
          .nextBroadcast()
          .then((message) => (message.event === 'EventCancelled' ? resolve(message) : listen()));
      listen();
    });
    await cancel(event.id);
    expect(await told).toEqual({
      channel: `event.${event.id}`,
      event: 'EventCancelled',
      payload: { eventId: event.id, cancelledAt: clock.now.toISOString() },
    });
    const { event: shown } = await scannerPage(event.id);
    expect(shown).toMatchObject({ status: 'cancelled', cancelledAt: clock.now.toISOString() });
  });

  it('marks a scan whose check-in an organiser undid', async () => {
    const event = await createEvent(db, { startsAt: new Date(clock.now.getTime() + HOUR) });
    const ticket = await createTicket(db, event.id, { name: 'Undone Una' });
    await postScan(door.agent, scanUrl(event.id), { code: ticket.code }).expect(200);
    const again = await postScan(door.agent, scanUrl(event.id), { code: ticket.code }).expect(200);
    expect(again.body).toMatchObject({ scan: { outcome: 'already_checked_in', undone: false } });
    await submit(manager.agent, 'delete', `/admin/events/${event.id}/check-ins/${ticket.id}`, {}).expect(303);

    const { recentScans } = await scannerPage(event.id);
    expect(recentScans.map(({ outcome, undone }) => [outcome, undone])).toEqual([
      ['already_checked_in', false],
      ['valid', true],
    ]);
    // The ticket, so a scanner open meanwhile can mark it when the staff channel says it was undone.
    expect(recentScans.map(({ ticketId }) => ticketId)).toEqual([ticket.id, ticket.id]);
    const unknown = await postScan(door.agent, scanUrl(event.id), { code: 'no such code' }).expect(200);
    expect(unknown.body).toMatchObject({ scan: { outcome: 'unknown', ticketId: null } });
  });
});
