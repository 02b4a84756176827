import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { channelName } from '../../../common/realtime/channels.js';
import { TICKET_EVENTS, type BroadcastMessage, type SubscribeAck } from '../../../common/realtime/protocol.js';
import { createRealtime } from '../../../server/realtime/server.js';
import { DEFAULT_PASSWORD } from '../../support/factories.js';
import { confirmPassword, signedIn, submit } from '../../support/member-session.js';
import { createTestApp } from '../../support/test-app.js';
import { createEvent } from './support.js';

const NOW = new Date('2026-06-15T10:00:00Z');
const testApp = await createTestApp({ clock: { now: NOW } });
const { db } = testApp.context;

// A real Socket.IO server for the app's broadcasts, and a visitor's socket on the public event channel.
const server = http.createServer();
const realtime = await createRealtime(server);
testApp.context.realtime = realtime;
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const visitor: Socket = connectClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, {
  transports: ['websocket'],
  forceNew: true,
  reconnection: false,
});
await new Promise<void>((resolve, reject) => visitor.once('connect', resolve).once('connect_error', reject));

afterAll(async () => {
  visitor.disconnect();
  await realtime.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await testApp.close();
});

async function watch(eventId: number) {
  const ack = await new Promise<SubscribeAck>((resolve) =>
    visitor.emit('subscribe', { channel: channelName.event(eventId) }, resolve),
  );
  expect(ack).toEqual({ ok: true });
}
const nextBroadcast = () => new Promise<BroadcastMessage>((resolve) => visitor.once('broadcast', resolve));

describe('live places left on the public event channel', () => {
  it('drops when a ticket is taken and comes back when it is cancelled', async () => {
    const event = await createEvent(db, NOW, { capacity: 3 });
    await watch(event.id);
    const { agent } = await signedIn(testApp);

    const issued = nextBroadcast();
    await submit(agent, 'post', `/events/${event.slug}/tickets`).expect(302);
    expect(await issued).toEqual({
      channel: `event.${event.id}`,
      event: TICKET_EVENTS.capacityChanged,
      payload: { eventId: event.id, capacity: 3, remaining: 2 },
    });

    const ticket = await db.ticket.findFirstOrThrow({ where: { eventId: event.id } });
    const cancelled = nextBroadcast();
    await submit(agent, 'delete', `/tickets/${ticket.id}`).expect(303);
    expect((await cancelled).payload).toEqual({ eventId: event.id, capacity: 3, remaining: 3 });
  });

  it('comes back for every event of a member who deletes their account', async () => {
    const event = await createEvent(db, NOW, { capacity: 10 });
    const { agent } = await signedIn(testApp);
    await submit(agent, 'post', `/events/${event.slug}/tickets`).expect(302);
    await watch(event.id);

    const freed = nextBroadcast();
    await confirmPassword(agent);
    await submit(agent, 'delete', '/settings/profile', { password: DEFAULT_PASSWORD }, '/settings/profile').expect(303);
    expect(await freed).toMatchObject({ channel: `event.${event.id}`, payload: { eventId: event.id, remaining: 10 } });
  });
});
