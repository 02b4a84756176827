import { scroll } from '@agora/inertia-express';
import type { Paginated } from '../../common/types/list.js';

/**
 * A paginated list the client may also scroll through (phones): its next page is added below the items
 * it shows, an item it already holds (the list moved meanwhile) is updated rather than shown twice.
 */
export function scrollingList<Item extends { id: number }>(list: Paginated<Item>) {
  const { page, lastPage } = list;
  return scroll(
    list,
    {
      currentPage: page,
      previousPage: page > 1 ? Math.min(page - 1, lastPage) : null,
      nextPage: page < lastPage ? page + 1 : null,
    },
    { matchOn: 'id' },
  );
}
