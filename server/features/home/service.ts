import type { Database } from '../../db.js';
import {
  eventCardSelect,
  locationCardSelect,
  postCardSelect,
  presentEventCard,
  presentLocationCard,
  presentPostCard,
} from './presenters.js';
import { upcomingEvent, visibleLocation, visiblePost } from './visibility.js';

export async function welcomeContent(db: Database, now: Date) {
  const [events, posts, locations] = await Promise.all([
    db.event.findMany({ where: upcomingEvent(now), orderBy: { startsAt: 'asc' }, take: 6, select: eventCardSelect }),
    db.blogPost.findMany({ where: visiblePost(now), orderBy: { publishedAt: 'desc' }, take: 3, select: postCardSelect }),
    db.location.findMany({
      where: { ...visibleLocation(), featured: true },
      orderBy: { name: 'asc' },
      take: 6,
      select: locationCardSelect,
    }),
  ]);
  return {
    events: events.map(presentEventCard),
    posts: posts.map(presentPostCard),
    locations: locations.map(presentLocationCard),
  };
}
