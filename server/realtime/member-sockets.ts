// A private channel is authorised once, at `POST /broadcasting/auth`; what the member may hear can shrink
// later (a role or permission taken away, a sign-out, a deleted account). Every socket the auth route
// joins to a private channel also joins its member's room, so those sockets can be found again and
// dropped: the client connects anew and authorises each channel again, and is refused what it lost.
import type { RealtimeServer } from './server.js';

/**
 * The room holding every socket a member authorised a private channel on. The colon keeps it out of
 * reach: no channel rule (common/realtime/channels.ts) matches it, so neither `subscribe` nor the auth
 * route joins it on request, `unsubscribe` leaves only channels, and a socket id (the auth route's
 * `socket_id`) never contains one.
 */
export const memberRoom = (userId: number): string => `member:${userId}`;

/**
 * Disconnects every socket of these members, on whichever process holds it (the call goes through the
 * adapter: Redis, the cluster's primary, or this process). Call it after the change has committed, so
 * the authorisation that follows the reconnection reads the member as they are now.
 */
export function dropMemberSockets(io: RealtimeServer, userIds: Iterable<number>): void {
  const rooms = [...new Set(userIds)].map(memberRoom);
  if (rooms.length > 0) io.in(rooms).disconnectSockets(true);
}
