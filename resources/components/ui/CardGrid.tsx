import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';

interface CardGridProps<Item> {
  items: readonly Item[];
  empty: string;
  renderItem: (item: Item) => ReactNode;
  itemKey: (item: Item) => string | number;
}

export const CARD_GRID_CLASS = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** A responsive list of cards, or the empty-state message when there is nothing to show. */
export function CardGrid<Item>({ items, empty, renderItem, itemKey }: CardGridProps<Item>) {
  if (items.length === 0) return <EmptyState message={empty} />;
  return (
    <ul className={CARD_GRID_CLASS}>
      {items.map((item) => (
        <li key={itemKey(item)}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}
