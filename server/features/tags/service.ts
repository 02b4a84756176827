import type { AppContext } from '../../context.js';
import type { TagRef } from '../../../common/types/content.js';
import { slugify } from '../../../common/slugs.js';
import type { Prisma } from '../../db.js';

type Tx = Prisma.TransactionClient;

/** The tags named, created the first time anyone uses them (their first spelling is kept). */
async function tagsNamed(tx: Tx, names: readonly string[]): Promise<(TagRef & { id: number })[]> {
  const tags = [];
  for (const name of names) {
    const slug = slugify(name);
    tags.push(
      await tx.tag.upsert({
        where: { slug },
        create: { name, slug },
        update: {},
        select: { id: true, name: true, slug: true },
      }),
    );
  }
  return tags;
}

const tagListJson = (tags: readonly TagRef[]) => JSON.stringify(tags.map(({ name, slug }) => ({ name, slug })));

/** Gives a post exactly these tags, and keeps their names on the post for lists. */
export async function setPostTags(tx: Tx, postId: number, names: readonly string[]): Promise<void> {
  const tags = await tagsNamed(tx, names);
  await tx.postTag.deleteMany({ where: { postId } });
  if (tags.length > 0) await tx.postTag.createMany({ data: tags.map((tag) => ({ postId, tagId: tag.id })) });
  await tx.blogPost.update({ where: { id: postId }, data: { tagList: tagListJson(tags) } });
}

/** Gives an event exactly these tags, and keeps their names on the event for lists. */
export async function setEventTags(tx: Tx, eventId: number, names: readonly string[]): Promise<void> {
  const tags = await tagsNamed(tx, names);
  await tx.eventTag.deleteMany({ where: { eventId } });
  if (tags.length > 0) await tx.eventTag.createMany({ data: tags.map((tag) => ({ eventId, tagId: tag.id })) });
  await tx.event.update({ where: { id: eventId }, data: { tagList: tagListJson(tags) } });
}

/** The tags a row keeps as JSON; anything unreadable counts as none. */
export function presentTags(tagList: string): TagRef[] {
  try {
    const parsed: unknown = JSON.parse(tagList);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (tag): tag is TagRef =>
        typeof tag === 'object' && tag !== null && typeof tag.name === 'string' && typeof tag.slug === 'string',
    );
  } catch {
    return [];
  }
}

/** The names a row keeps, comma-separated, as the editors' field shows them and the audit log records them. */
export const tagNamesText = (tagList: string): string =>
  presentTags(tagList)
    .map((tag) => tag.name)
    .join(', ');

/** A filter for posts or events carrying the tag with this slug (nothing when `slug` is empty). */
export const taggedWith = (slug: string | undefined) => (slug ? { tags: { some: { tag: { slug } } } } : {});

/** The tag with this slug, or null. */
export const tagAt = ({ db }: Pick<AppContext, 'db'>, slug: string): Promise<TagRef | null> =>
  db.tag.findUnique({ where: { slug }, select: { name: true, slug: true } });
