import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connectClient, type Socket } from 'socket.io-client';
import { expect } from 'vitest';
import { channelName } from '../../common/realtime/channels.js';
import type { BroadcastMessage, SubscribeAck } from '../../common/realtime/protocol.js';
import { createRealtime } from '../../server/realtime/server.js';
import type { TestApp } from './test-app.js';

export interface RealtimeVisitor {
  /** The app's Socket.IO server. */
  realtime: Awaited<ReturnType<typeof createRealtime>>;
  /** Subscribes the visitor's socket to an event's public channel. */
  watch(eventId: number): Promise<void>;
  /** The next broadcast the visitor's socket receives. */
  nextBroadcast(): Promise<BroadcastMessage>;
  close(): Promise<void>;
}

/**
 * Gives a test app a real Socket.IO server for its broadcasts, and a visitor's socket on it: what an
 * event page's visitor sees, over a real connection.
 */
export async function realtimeVisitor(testApp: TestApp): Promise<RealtimeVisitor> {
  const server = http.createServer();
  const realtime = await createRealtime(server);
  testApp.context.realtime = realtime;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const socket: Socket = connectClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('connect_error', reject));
  return {
    realtime,
    async watch(eventId) {
      const ack = await new Promise<SubscribeAck>((resolve) =>
        socket.emit('subscribe', { channel: channelName.event(eventId) }, resolve),
      );
      expect(ack).toEqual({ ok: true });
    },
    nextBroadcast: () => new Promise<BroadcastMessage>((resolve) => socket.once('broadcast', resolve)),
    async close() {
      socket.disconnect();
      await realtime.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
