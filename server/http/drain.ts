import type http from 'node:http';
import type { ShutdownState } from './shutdown.js';

/**
 * How long a stopping server goes on accepting and reading connections before it stops listening and
 * closes the idle ones. Under load, a request sent just before the signal may still wait unread, or
 * on a connection not yet accepted; closing then would reset it. During the grace every request is
 * answered (503 once past the shutdown guard) with `Connection: close`.
 */
export const DRAIN_GRACE_MS = 250;

/**
 * Every response sent while the server drains says `Connection: close`, the ones under way when it
 * starts included, so Node closes each connection right after its response. Left open, a kept-alive
 * connection would sit idle until its timeout and be cut just as the client sends its next request
 * on it (a connection reset). Attached before the app, so that it also reaches responses the app
 * sends without passing the shutdown guard (static files).
 */
export function closeConnectionsWhileDraining(server: http.Server, shutdown: ShutdownState) {
  const underWay = new Set<http.ServerResponse>();
  server.on('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (shutdown.shuttingDown) res.setHeader('Connection', 'close');
    underWay.add(res);
    res.on('close', () => underWay.delete(res));
  });
  return {
    /** Starts draining: the responses under way close their connections once sent; then the grace. */
    async start(): Promise<void> {
      shutdown.shuttingDown = true;
      for (const res of underWay) if (!res.headersSent) res.setHeader('Connection', 'close');
      await new Promise((resolve) => setTimeout(resolve, DRAIN_GRACE_MS));
    },
  };
}
