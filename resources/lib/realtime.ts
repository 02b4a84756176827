import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { isPublicChannel } from '../../common/realtime/channels.js';
import { routes } from './routes.js';
import type { BroadcastMessage, ClientToServerEvents, ServerToClientEvents } from '../../common/realtime/protocol.js';

export type ConnectionState = 'connected' | 'disconnected';

/** A channel the server refused (403), a malformed request (422), or a network failure (status 0). */
export interface SubscriptionError {
  channel: string;
  status: number;
}

export type BroadcastHandler = (payload: unknown) => void;

export interface RealtimeClientOptions {
  /** Socket.IO server; same origin when omitted. */
  url?: string;
  authEndpoint?: string;
  fetch?: typeof fetch;
  /** The CSRF token sent with private channel authorisations; the `XSRF-TOKEN` cookie by default. */
  csrfToken?: () => string | undefined;
  socketOptions?: Partial<ManagerOptions & SocketOptions>;
}

export interface RealtimeClient {
  /** Calls `handler` for every `event` on `channel`; the returned function stops it. */
  subscribe(channel: string, event: string, handler: BroadcastHandler): () => void;
  onSubscriptionError(handler: (error: SubscriptionError) => void): () => void;
  /** Shaped for React's `useSyncExternalStore(connectionState.subscribe, connectionState.get)`. */
  connectionState: { get(): ConnectionState; subscribe(listener: () => void): () => void };
  disconnect(): void;
}

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const SUBSCRIBE_TIMEOUT_MS = 10_000;

export function createRealtimeClient(options: RealtimeClientOptions = {}): RealtimeClient {
  const authEndpoint = options.authEndpoint ?? routes.broadcastingAuth();
  const csrfToken = options.csrfToken ?? readXsrfCookie;
  const handlers = new Map<string, Map<string, Set<BroadcastHandler>>>();
  const errorListeners = new Set<(error: SubscriptionError) => void>();
  const stateListeners = new Set<() => void>();
  let state: ConnectionState = 'disconnected';
  let socket: ClientSocket | null = null;
  // Counts connection attempts, so a load that finishes after a disconnect (or a newer attempt) is dropped.
  let attempt = 0;
  let loading = false;

  function setState(next: ConnectionState): void {
    if (state === next) return;
    state = next;
    for (const listener of stateListeners) listener();
  }

  /**
   * Opens the connection once. The Socket.IO client is loaded here, with the first subscription, so a
   * page without live updates never downloads it.
   */
  function connect(): void {
    if (socket || loading) return;
    loading = true;
    const current = ++attempt;
    void import('./socket-client').then(({ io }) => {
      if (current !== attempt) return;
      loading = false;
      // WebSocket only: a long-polling session is a series of requests that must all reach the process
      // that opened it, which neither several app processes behind a plain load balancer nor the
      // cluster's round-robin promise; a WebSocket is one connection, held by one process throughout.
      const socketOptions = { transports: ['websocket'], ...options.socketOptions };
      const created: ClientSocket = options.url ? io(options.url, socketOptions) : io(socketOptions);
      // Rooms belong to a connection: every (re)connection gets a new socket id and joins everything again.
      created.on('connect', () => {
        setState('connected');
        for (const channel of handlers.keys()) void join(created, channel);
      });
      created.on('disconnect', (reason) => {
        setState('disconnected');
        // The server drops a member's sockets when what they may hear may have shrunk (a role taken away,
        // a sign-out on any device). Socket.IO does not reconnect after that by itself: connect again, and
        // the 'connect' handler authorises each channel anew, so only what the member lost stays silent.
        if (reason === 'io server disconnect' && socket === created) created.connect();
      });
      created.on('broadcast', dispatch);
      socket = created;
    });
  }

  function dispatch({ channel, event, payload }: BroadcastMessage): void {
    for (const handler of handlers.get(channel)?.get(event) ?? []) handler(payload);
  }

  async function join(target: ClientSocket, channel: string): Promise<void> {
    const socketId = target.id;
    let status: number;
    try {
      status = isPublicChannel(channel) ? await joinPublic(target, channel) : await authorisePrivate(socketId, channel);
    } catch {
      status = 0;
    }
    // A reconnection in the meantime has already started a fresh attempt; this one no longer matters.
    const stillWanted = target.connected && target.id === socketId && handlers.has(channel);
    if (status !== 200 && stillWanted) {
      for (const listener of errorListeners) listener({ channel, status });
    }
  }

  async function joinPublic(target: ClientSocket, channel: string): Promise<number> {
    const ack = await target.timeout(SUBSCRIBE_TIMEOUT_MS).emitWithAck('subscribe', { channel });
    return ack.ok ? 200 : ack.status;
  }

  async function authorisePrivate(socketId: string | undefined, channel: string): Promise<number> {
    if (!socketId) return 0;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Content-Type': 'application/x-www-form-urlencoded',
    };
    const token = csrfToken();
    if (token) headers['X-XSRF-TOKEN'] = token;
    const response = await (options.fetch ?? fetch)(authEndpoint, {
      method: 'POST',
      credentials: 'same-origin',
      headers,
      body: new URLSearchParams({ socket_id: socketId, channel_name: channel }).toString(),
    });
    return response.status;
  }

  function subscribe(channel: string, event: string, handler: BroadcastHandler): () => void {
    connect();
    let events = handlers.get(channel);
    const isNewChannel = !events;
    if (!events) {
      events = new Map();
      handlers.set(channel, events);
    }
    const eventHandlers = events.get(event) ?? new Set<BroadcastHandler>();
    events.set(event, eventHandlers);
    eventHandlers.add(handler);
    if (isNewChannel && socket?.connected) void join(socket, channel);

    let active = true;
    return () => {
      if (!active) return;
      active = false;
      eventHandlers.delete(handler);
      if (eventHandlers.size === 0) events.delete(event);
      if (events.size > 0 || handlers.get(channel) !== events) return;
      handlers.delete(channel);
      if (socket?.connected) socket.emit('unsubscribe', { channel });
    };
  }

  return {
    subscribe,
    onSubscriptionError(handler) {
      errorListeners.add(handler);
      return () => errorListeners.delete(handler);
    },
    connectionState: {
      get: () => state,
      subscribe(listener) {
        stateListeners.add(listener);
        return () => stateListeners.delete(listener);
      },
    },
    disconnect() {
      attempt += 1;
      loading = false;
      socket?.disconnect();
      socket = null;
      setState('disconnected');
    },
  };
}

/** The CSRF token the server put in the `XSRF-TOKEN` cookie, for requests sent without the Inertia client. */
export function readXsrfCookie(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = 'XSRF-TOKEN=';
  const cookie = document.cookie.split('; ').find((entry) => entry.startsWith(prefix));
  return cookie ? decodeURIComponent(cookie.slice(prefix.length)) : undefined;
}

/** The page's shared connection, created on the first subscription. */
export const realtime = createRealtimeClient();
export const { subscribe, onSubscriptionError, connectionState } = realtime;
