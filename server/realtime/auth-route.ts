import type { RequestHandler } from 'express';
import { z } from 'zod';
import { authorizeChannel, type ChannelUser } from '../../common/realtime/channels.js';
import { MAX_CHANNEL_NAME_LENGTH } from '../../common/realtime/protocol.js';
import type { Realtime } from './server.js';
import { usablePermissions } from '../http/authorization.js';

const authRequestSchema = z.object({
  // Socket.IO ids are URL-safe base64 (20 characters today); the margin allows for other id generators.
  socket_id: z
    .string({ error: 'The socket id is required.' })
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'The socket id is not valid.' }),
  channel_name: z
    .string({ error: 'The channel name is required.' })
    .min(1, { error: 'The channel name is required.' })
    .max(MAX_CHANNEL_NAME_LENGTH, { error: 'The channel name is too long.' }),
});

/**
 * Channel authorisations per member (or per client address for guests): a page joins a few channels,
 * and a reconnect joins them again; 60 a minute leaves room for flaky networks, while each call costs
 * a session and channel lookup, so a loop hammering it is cut off.
 */
export const BROADCASTING_AUTH_LIMIT = { points: 60, durationSeconds: 60 };

/**
 * `POST /broadcasting/auth` (form-encoded `socket_id`, `channel_name`): joins the caller's socket to a
 * private channel when the signed-in user (`res.locals.user`) may listen on it.
 * Mount after the session, CSRF, urlencoded body and auth middleware.
 */
export function broadcastingAuthHandler(realtime: Realtime): RequestHandler {
  return async (req, res) => {
    const parsed = authRequestSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'request');
        errors[field] ??= issue.message;
      }
      res.status(422).json({ message: Object.values(errors)[0], errors });
      return;
    }
    const { socket_id: socketId, channel_name: channel } = parsed.data;
    // Attendee rows (with care icons) are heard only with a permission the member may use now (two-factor).
    const member = res.locals.user;
    const user: ChannelUser | null = member ? { id: member.id, permissions: usablePermissions(member) } : null;
    if (!authorizeChannel(user, channel)) {
      res.status(403).json({ message: 'Forbidden' });
      return;
    }
    // The member's room, joined beside the channel, lets a later change (a role taken away, a sign-out)
    // drop the socket (member-sockets.ts).
    // The session's room lets the sweep drop the socket once the session expires (session-sockets.ts).
    const outcome = await realtime.joinChannel(socketId, channel, user?.id ?? null, req.sessionID);
    if (outcome === 'not-found') {
      res.status(404).json({ message: 'Socket not found' });
      return;
    }
    if (outcome === 'full') {
      res.status(429).json({ message: 'Too many channels on this connection' });
      return;
    }
    res.json({ channel });
  };
}
