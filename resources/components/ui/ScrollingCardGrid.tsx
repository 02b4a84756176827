import { InfiniteScroll } from '@inertiajs/react';
import type { ReactNode } from 'react';
import { useNarrowScreen } from '../../hooks/use-narrow-screen';
import { useTranslation } from '../../lib/i18n';
import type { ListFilters, Paginated } from '../../../common/types/list';
import { CARD_GRID_CLASS, CardGrid } from './CardGrid';
import { Pagination } from './Pagination';

interface ScrollingCardGridProps<Item> {
  /** The page prop holding the list: the client asks the server for its next page by this name. */
  prop: string;
  list: Paginated<Item>;
  /** The list's filters: other filters (or another page chosen by its link) start the scrolling afresh. */
  filters: ListFilters;
  empty: string;
  renderItem: (item: Item) => ReactNode;
  itemKey: (item: Item) => string | number;
}

/**
 * A paginated list of cards with its page links. On a phone it also scrolls on: the next page joins
 * the cards as their end comes into view. The page links stay, for keyboards and for wide screens; on a
 * phone they lead to the top of their page, where the end of the list is out of view again.
 */
export function ScrollingCardGrid<Item>({ prop, list, filters, ...grid }: ScrollingCardGridProps<Item>) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const scrolls = narrow && list.data.length > 0;
  // After scrolling, the cards shown run from the first page loaded to the last one.
  const shown = { ...list, from: list.data.length ? list.to - list.data.length + 1 : 0 };
  return (
    <>
      {scrolls ? (
        <InfiniteScroll
          key={JSON.stringify(filters)}
          data={prop}
          as="ul"
          className={CARD_GRID_CLASS}
          onlyNext
          buffer={400}
          loading={
            <p role="status" className="py-4 text-center text-sm text-gray-700 dark:text-gray-300">
              {t('list.loadingMore')}
            </p>
          }
        >
          {list.data.map((item) => (
            <li key={grid.itemKey(item)}>{grid.renderItem(item)}</li>
          ))}
        </InfiniteScroll>
      ) : (
        <CardGrid items={list.data} {...grid} />
      )}
      {list.total > 0 && <Pagination list={shown} preserveScroll={!scrolls} />}
    </>
  );
}
