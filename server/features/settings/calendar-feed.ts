import type { AppContext } from '../../context.js';
import { randomBytes } from 'node:crypto';
import type { CalendarFeedView } from '../../../common/types/settings.js';
import { memberFeedPath, PUBLIC_FEED_PATH } from '../events/index.js';

const TOKEN_BYTES = 32;

/** The member's private feed URL (null until they ask for one) and the public feed's, as full URLs to copy. */
export async function calendarFeedOf(
  { db, config: { appUrl } }: Pick<AppContext, 'db'> & { config: Pick<AppContext['config'], 'appUrl'> },
  userId: number,
): Promise<CalendarFeedView> {
  const { calendarToken } = await db.user.findFirstOrThrow({
    where: { id: userId, deletedAt: null },
    select: { calendarToken: true },
  });
  return {
    privateUrl: calendarToken && new URL(memberFeedPath(calendarToken), appUrl).href,
    publicUrl: new URL(PUBLIC_FEED_PATH, appUrl).href,
  };
}

/** Gives the member a new secret feed token; the old URL stops working at once (it no longer matches anyone). */
export async function renewCalendarToken({ db }: Pick<AppContext, 'db'>, userId: number): Promise<void> {
  await db.user.update({
    where: { id: userId },
    data: { calendarToken: randomBytes(TOKEN_BYTES).toString('base64url') },
  });
}
