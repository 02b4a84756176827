import type { Database } from '../../server/db.js';

export const BULK_POSTS = 1000;
export const BULK_LOCATIONS = 200;
/** The location page the content bench visits: one of the bulk locations, with a few upcoming events. */
export const BENCH_LOCATION_SLUG = 'bench-location-100';

const DAY = 24 * 60 * 60 * 1000;
const BODY = 'A paragraph with **bold** text and a [link](https://example.org).\n\n- one\n- two\n\n'.repeat(8);

/** Adds 1,000 published posts and 200 published locations to the demo content, in bulk. */
export async function bulkContent(db: Database, now: Date): Promise<void> {
  const author = await db.user.findFirstOrThrow({ select: { id: true } });
  const postCodes = await db.postCode.findMany({ select: { id: true } });
  await db.blogPost.createMany({
    data: Array.from({ length: BULK_POSTS }, (_, index) => ({
      title: `Bench post ${index + 1}`,
      slug: `bench-post-${index + 1}`,
      excerpt: 'A post written to measure the blog with a thousand of them.',
      body: BODY,
      status: 'published' as const,
      publishedAt: new Date(now.getTime() - (index + 1) * 60 * 60 * 1000),
      authorId: author.id,
    })),
  });
  await db.location.createMany({
    data: Array.from({ length: BULK_LOCATIONS }, (_, index) => ({
      name: `Bench location ${String(index + 1).padStart(3, '0')}`,
      slug: `bench-location-${String(index + 1).padStart(3, '0')}`,
      description: BODY,
      streetAddress: `Benchstraat ${index + 1}`,
      postCodeId: postCodes[index % postCodes.length]!.id,
      capacity: 50 + index,
      published: true,
    })),
  });
  const location = await db.location.findUniqueOrThrow({ where: { slug: BENCH_LOCATION_SLUG }, select: { id: true } });
  await db.event.createMany({
    data: Array.from({ length: 5 }, (_, index) => {
      const startsAt = new Date(now.getTime() + (index + 1) * 7 * DAY);
      return {
        title: `Bench event ${index + 1}`,
        slug: `bench-event-${index + 1}`,
        summary: 'An event at the bench location.',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3 * 60 * 60 * 1000),
        status: 'published' as const,
        locationId: location.id,
      };
    }),
  });
}
