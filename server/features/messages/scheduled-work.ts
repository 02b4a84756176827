import type { AppContext } from '../../context.js';
import { finishInterruptedOffers, passOnLapsedOffers } from '../waiting-list/index.js';
import { releaseDueReminders } from './reminders.js';
import { releaseDueMessages } from './service.js';

/** The `schedule.tick` job: everything that waits for a time (messages, reminders, waiting-list offers) and has reached it. */
export async function releaseScheduledWork(context: AppContext): Promise<void> {
  await releaseDueMessages(context);
  await releaseDueReminders(context);
  await passOnLapsedOffers(context);
  await finishInterruptedOffers(context);
}
