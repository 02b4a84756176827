/**
 * The order after moving `id` one step up or down among `ids`; null when it is already at that end.
 * Shared by every list an organiser reorders with "Move up" and "Move down" buttons.
 */
export function movedOrder<Id>(ids: readonly Id[], id: Id, direction: 'up' | 'down'): Id[] | null {
  const from = ids.indexOf(id);
  if (from === -1) return null;
  const to = direction === 'up' ? from - 1 : from + 1;
  if (to < 0 || to >= ids.length) return null;
  const order = [...ids];
  [order[from], order[to]] = [order[to]!, order[from]!];
  return order;
}
