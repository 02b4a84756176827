import cluster from 'node:cluster';
import type http from 'node:http';
import { createAdapter as createClusterAdapter } from '@socket.io/cluster-adapter';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import { isChannel, isPublicChannel } from '../../common/realtime/channels.js';
import {
  MAX_CHANNEL_NAME_LENGTH,
  MAX_CHANNELS_PER_SOCKET,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '../../common/realtime/protocol.js';
import { dropMemberSockets, memberRoom } from './member-sockets.js';
import { dropEndedSessionSockets, SESSION_SWEEP_MS, sessionRoom, type SessionCheck } from './session-sockets.js';

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents>;

export interface Realtime {
  io: RealtimeServer;
  /** Sends `event` with `payload` to everyone on `channel`, on every process sharing the adapter. */
  broadcast(channel: string, event: string, payload: unknown): void;
  /**
   * Joins a socket, wherever it is connected, to a channel `member` may hear, and to the member's room, so
   * `dropMembers` finds it, and to the room of the session (`sid`) that authorised it, so the sweep of
   * ended sessions finds it. Resolves 'not-found' when no such socket exists, 'full' when it already holds
   * `MAX_CHANNELS_PER_SOCKET` channels.
   */
  joinChannel(socketId: string, channel: string, member: number | null, sid?: string): Promise<JoinOutcome>;
  /**
   * Disconnects the sockets of these members on every process, after a change that may have taken a
   * private channel from them; their clients reconnect and authorise each channel again.
   */
  dropMembers(userIds: Iterable<number>): void;
  /**
   * Checks the sessions of this process's sockets with `isSignedIn` every `SESSION_SWEEP_MS` (the app
   * gives its session store's answer); a later call replaces the check.
   */
  watchSessions(isSignedIn: SessionCheck): void;
  /** Disconnects now this process's sockets whose session has ended (what the sweep does). */
  dropEndedSessions(): Promise<void>;
  /** Disconnects the sockets of this process and releases Redis; leaves the HTTP server to its owner. */
  close(): Promise<void>;
}

export type JoinOutcome = 'joined' | 'not-found' | 'full';

export interface RealtimeOptions {
  /**
   * Shares rooms and broadcasts between processes through Redis; without it, between cluster workers
   * through their primary (setupPrimary of @socket.io/cluster-adapter), or in the process.
   */
  redisUrl?: string;
  /** Only needed when the client is served from another origin (e.g. a separate dev server). */
  corsOrigin?: string;
  path?: string;
  onError?: (error: Error) => void;
}

type RedisClient = ReturnType<typeof createClient>;
interface RedisPair {
  publisher: RedisClient;
  subscriber: RedisClient;
}

export async function createRealtime(httpServer: http.Server, options: RealtimeOptions = {}): Promise<Realtime> {
  const redis = options.redisUrl ? await connectRedis(options.redisUrl, options.onError ?? logError) : null;
  const io: RealtimeServer = new Server(httpServer, {
    path: options.path ?? '/socket.io',
    serveClient: false,
    cors: options.corsOrigin ? { origin: options.corsOrigin, credentials: true } : undefined,
  });
  if (redis) io.adapter(createAdapter(redis.publisher, redis.subscriber));
  else if (cluster.isWorker) io.adapter(createClusterAdapter());

  io.on('connection', handlePublicSubscriptions);

  let isSignedIn: SessionCheck | null = null;
  let sweeping: Promise<void> | null = null;
  let sweepTimer: NodeJS.Timeout | null = null;
  const dropEndedSessions = () => {
    if (!isSignedIn) return Promise.resolve();
    sweeping ??= dropEndedSessionSockets(io, isSignedIn, logSessionError).finally(() => (sweeping = null));
    return sweeping;
  };

  return {
    io,
    broadcast(channel, event, payload) {
      io.to(channel).emit('broadcast', { channel, event, payload });
    },
    async joinChannel(socketId, channel, member, sid) {
      // Both calls go through the adapter, so they reach a socket connected to another process.
      const [socket] = await io.in(socketId).fetchSockets();
      if (!socket) return 'not-found';
      if (!socket.rooms.has(channel) && isFull(socket.rooms)) return 'full';
      const rooms = [channel];
      if (member !== null) rooms.push(memberRoom(member));
      if (member !== null && sid) rooms.push(sessionRoom(member, sid));
      io.in(socketId).socketsJoin(rooms);
      return 'joined';
    },
    dropMembers(userIds) {
      dropMemberSockets(io, userIds);
    },
    watchSessions(check) {
      isSignedIn = check;
      sweepTimer ??= setInterval(() => void dropEndedSessions(), SESSION_SWEEP_MS).unref();
    },
    dropEndedSessions,
    async close() {
      if (sweepTimer) clearInterval(sweepTimer);
      // Not io.close(): it would also close the HTTP server, which belongs to the app. `local` keeps the
      // disconnect from spreading through Redis to the sockets of the other processes.
      io.local.disconnectSockets(true);
      await Promise.allSettled([...io._nsps.values()].map((namespace) => namespace.adapter.close()));
      io.engine.close();
      if (redis) await Promise.allSettled([redis.publisher.close(), redis.subscriber.close()]);
    },
  };
}

function handlePublicSubscriptions(socket: Socket<ClientToServerEvents, ServerToClientEvents>): void {
  socket.on('subscribe', (request, ack) => {
    if (typeof ack !== 'function') return;
    const channel: unknown = request?.channel;
    if (typeof channel !== 'string' || channel.length > MAX_CHANNEL_NAME_LENGTH) {
      ack({ ok: false, status: 422 });
      return;
    }
    if (!isPublicChannel(channel)) {
      ack({ ok: false, status: 403 });
      return;
    }
    if (!socket.rooms.has(channel) && isFull(socket.rooms)) {
      ack({ ok: false, status: 429 });
      return;
    }
    void socket.join(channel);
    ack({ ok: true });
  });

  // Only channels: leaving its member's room would keep a socket out of reach of `dropMembers`.
  socket.on('unsubscribe', (request) => {
    const channel: unknown = request?.channel;
    if (typeof channel === 'string' && isChannel(channel)) void socket.leave(channel);
  });
}

/** Whether a socket in these rooms holds as many channels as it may (its other rooms are the server's own). */
function isFull(rooms: ReadonlySet<string>): boolean {
  let channels = 0;
  for (const room of rooms) if (isChannel(room)) channels++;
  return channels >= MAX_CHANNELS_PER_SOCKET;
}

async function connectRedis(url: string, onError: (error: Error) => void): Promise<RedisPair> {
  const publisher = createClient({ url });
  const subscriber = publisher.duplicate();
  publisher.on('error', onError);
  subscriber.on('error', onError);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  return { publisher, subscriber };
}

function logError(error: Error): void {
  console.error('[realtime] redis error:', error);
}

function logSessionError(error: Error): void {
  console.error('[realtime] session check failed:', error);
}
