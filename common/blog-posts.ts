// Facts about blog posts both sides share: the stored statuses, what an editor sees, the bulk actions.

export const POST_STATUSES = ['draft', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** How a post stands for visitors: a published post whose date is still ahead is scheduled. */
export const POST_STATES = ['draft', 'scheduled', 'published'] as const;
export type PostState = (typeof POST_STATES)[number];

export const POST_BULK_ACTIONS = ['publish', 'unpublish', 'delete'] as const;
export type PostBulkAction = (typeof POST_BULK_ACTIONS)[number];
