// Pure and free of server dependencies: the browser client imports it to tell public channels apart.
import { PERMISSIONS } from '../permissions.js';

export interface ChannelUser {
  id: number;
  permissions: string[];
}

interface ChannelRule {
  /** Name pattern with the channel's numeric id as the only capture group. */
  pattern: RegExp;
  /** Public channels are joined over the socket by anyone; the others only through `POST /broadcasting/auth`. */
  isPublic: boolean;
  allows(user: ChannelUser | null, id: number): boolean;
}

const POSITIVE_ID = '([1-9][0-9]{0,14})';

const hasAnyPermission = (user: ChannelUser | null, names: readonly string[]): boolean =>
  user !== null && names.some((name) => user.permissions.includes(name));

/** SPEC §7: the only channels that exist. */
export const CHANNEL_RULES: readonly ChannelRule[] = [
  { pattern: new RegExp(`^user\\.${POSITIVE_ID}$`), isPublic: false, allows: (user, id) => user?.id === id },
  { pattern: new RegExp(`^event\\.${POSITIVE_ID}$`), isPublic: true, allows: () => true },
  {
    pattern: new RegExp(`^admin\\.event\\.${POSITIVE_ID}$`),
    isPublic: false,
    allows: (user) => hasAnyPermission(user, [PERMISSIONS.ticketsScan, PERMISSIONS.eventsManage]),
  },
];

/** Channel names built in one place, so broadcasters and subscribers cannot drift apart. */
export const channelName = {
  user: (userId: number) => `user.${userId}`,
  event: (eventId: number) => `event.${eventId}`,
  adminEvent: (eventId: number) => `admin.event.${eventId}`,
};

function matchChannel(channel: string): { rule: ChannelRule; id: number } | null {
  for (const rule of CHANNEL_RULES) {
    const id = rule.pattern.exec(channel)?.[1];
    if (id !== undefined) return { rule, id: Number(id) };
  }
  return null;
}

/** Whether `channel` names a channel at all (the sockets' other rooms are the server's own). */
export function isChannel(channel: string): boolean {
  return matchChannel(channel) !== null;
}

export function isPublicChannel(channel: string): boolean {
  return matchChannel(channel)?.rule.isPublic ?? false;
}

export function authorizeChannel(user: ChannelUser | null, channel: string): boolean {
  const match = matchChannel(channel);
  return match !== null && match.rule.allows(user, match.id);
}
