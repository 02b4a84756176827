import { afterAll, describe, expect, it } from 'vitest';
import { TICKET_EVENTS } from '../../../common/realtime/protocol.js';
import { DEFAULT_PASSWORD } from '../../support/factories.js';
import { confirmPassword, signedIn, submit } from '../../support/member-session.js';
import { realtimeVisitor } from '../../support/realtime-visitor.js';
import { createTestApp } from '../../support/test-app.js';
import { createEvent } from './support.js';

const NOW = new Date('2026-06-15T10:00:00Z');
const testApp = await createTestApp({ clock: { now: NOW } });
const { db } = testApp.context;

// A visitor's socket on the public event channel, over a real Socket.IO server.
const visitor = await realtimeVisitor(testApp);

afterAll(async () => {
  await visitor.close();
  await testApp.close();
});

const { watch, nextBroadcast } = visitor;

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
