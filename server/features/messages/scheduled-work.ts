import type { AppContext } from '../../context.js';
import { forgetExpiredSessions } from '../../http/session-store.js';
import { forgetOldDeliveries } from '../../mail/delivery.js';
import { forgetStaleBrowserSessions } from '../sessions/index.js';
import { passOnLapsedOffers } from '../waiting-list/index.js';
import { releaseDueReminders } from './reminders.js';
import { releaseDueMessages } from './service.js';

/**
 * The `schedule.tick` job: everything that waits for a time (messages, reminders, waiting-list offers) and
 * has reached it, and what is kept only for a while (deliveries, expired sessions) once its time is over.
 */
export async function releaseScheduledWork(context: AppContext): Promise<void> {
  await releaseDueMessages(context);
  await releaseDueReminders(context);
  await passOnLapsedOffers(context);
  const now = context.now();
  await forgetOldDeliveries(context.db, now);
  await forgetExpiredSessions(context.db, now);
  await forgetStaleBrowserSessions(context.db, now);
}
