// A private channel is authorised for the session that asked (`POST /broadcasting/auth`). Sign-outs,
// ended sessions and role changes drop sockets at once (member-sockets.ts); a session that simply
// expires does nothing, so each process sweeps its own sockets and drops those whose session the store
// no longer holds as the member's. The store decides, so a session kept alive by use (its expiry rolls
// on every request) keeps its sockets, and the clock is the store's own: the database's expiry column,
// or Redis's real-time TTL.
import type { RealtimeServer } from './server.js';

/** Whether the session store still holds `sid` signed in as `userId`. */
export type SessionCheck = (sid: string, userId: number) => Promise<boolean>;

/** How often each process checks the sessions of its sockets: at most a minute past an expiry. */
export const SESSION_SWEEP_MS = 60_000;

const PREFIX = 'session:';

/**
 * The room of the sockets a session authorised private channels on. Like the member's room, the colon
 * keeps it out of reach of `subscribe`, `unsubscribe` and the auth route; a session id (base64url) has none.
 */
export const sessionRoom = (userId: number, sid: string): string => `${PREFIX}${userId}:${sid}`;

function sessionOf(room: string): { userId: number; sid: string } | null {
  if (!room.startsWith(PREFIX)) return null;
  const [userId, sid] = room.slice(PREFIX.length).split(':');
  return userId && sid ? { userId: Number(userId), sid } : null;
}

/**
 * Disconnects this process's sockets whose session has ended (their clients reconnect and are refused
 * what the session no longer allows); one store read per session, whatever its number of sockets. A
 * failed read leaves the sockets for the next sweep.
 */
export async function dropEndedSessionSockets(
  io: RealtimeServer,
  isSignedIn: SessionCheck,
  onError: (error: Error) => void,
): Promise<void> {
  const socketsBySession = new Map<string, { userId: number; sid: string; socketIds: string[] }>();
  for (const socket of io.of('/').sockets.values()) {
    for (const room of socket.rooms) {
      const session = sessionOf(room);
      if (!session) continue;
      const entry = socketsBySession.get(room) ?? { ...session, socketIds: [] };
      entry.socketIds.push(socket.id);
      socketsBySession.set(room, entry);
    }
  }
  for (const { userId, sid, socketIds } of socketsBySession.values()) {
    try {
      if (await isSignedIn(sid, userId)) continue;
    } catch (error) {
      onError(error as Error);
      continue;
    }
    for (const id of socketIds) io.of('/').sockets.get(id)?.disconnect(true);
  }
}
