import type { AppContext } from '../../context.js';
import { latestPosts } from '../blog/index.js';
import { upcomingEvents } from '../events/index.js';
import { publishedLocations } from '../locations/index.js';

export async function welcomeContent({ db }: Pick<AppContext, 'db'>, now: Date) {
  const [events, posts, locations] = await Promise.all([
    upcomingEvents({ db }, { at: now, take: 6 }),
    latestPosts({ db }, { at: now, take: 3 }),
    publishedLocations({ db }, { featuredOnly: true, take: 6 }),
  ]);
  return { events, posts, locations };
}
