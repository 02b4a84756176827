import type { AppContext } from '../../context.js';
import { forgetOldDeliveries } from '../../mail/delivery.js';
import { releaseDueReminders } from './reminders.js';
import { releaseDueMessages } from './service.js';

/** The `schedule.tick` job: everything that waits for a time (messages, reminders) and has reached it. */
export async function releaseScheduledWork(context: AppContext): Promise<void> {
  await releaseDueMessages(context);
  await releaseDueReminders(context);
  await forgetOldDeliveries(context.db, context.now());
}
