import type { AppContext } from './context.js';
import { forgetExpiredResetLinks } from './features/auth/password-reset.js';
import { forgetStaleBrowserSessions } from './features/sessions/index.js';
import { forgetExpiredSessions } from './http/session-store.js';
import { forgetOldDeliveries } from './mail/delivery.js';

/**
 * What is kept only for a while, deleted once its time is over (the `schedule.tick` job does this, so
 * the README's retention table holds for members who never come back): sent-mail records, expired
 * sessions, devices unseen for a month and expired password-reset links.
 */
export async function forgetExpiredRecords(context: Pick<AppContext, 'db' | 'now'>): Promise<void> {
  const now = context.now();
  await forgetOldDeliveries(context.db, now);
  await forgetExpiredSessions(context.db, now);
  await forgetStaleBrowserSessions(context.db, now);
  await forgetExpiredResetLinks(context);
}
