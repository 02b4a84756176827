import type { BrowserSessionView } from '../../../common/types/settings.js';
import type { BrowserSessionRow } from './browser-sessions.js';
import { deviceOf } from './device.js';

/** What the page shows of a session: the device read from its User-Agent, never its session id. */
export function presentBrowserSession(row: BrowserSessionRow): BrowserSessionView {
  return {
    id: row.id,
    ...deviceOf(row.userAgent),
    address: row.address,
    signedInAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.current,
  };
}
