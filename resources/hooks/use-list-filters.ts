import { router } from '@inertiajs/react';
import { useEffect, useRef, useState } from 'react';
import type { ListFilters } from '../../common/types/list';

const SEARCH_DELAY_MS = 300;

/** Drops empty values so the URL carries only the filters in use. */
function queryOf(filters: ListFilters): Record<string, string | number> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
}

/**
 * The filters of a server-paginated list: every change reloads the list with the new query string
 * (keeping the page's state and replacing the history entry), back on page 1; typing in the search
 * box waits for a pause first.
 */
export function useListFilters(url: string, filters: ListFilters) {
  const [values, setValues] = useState(filters);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const apply = (next: ListFilters, delay = 0) => {
    setValues(next);
    window.clearTimeout(timer.current);
    const visit = () => router.get(url, queryOf(next), { preserveState: true, replace: true });
    if (delay) timer.current = window.setTimeout(visit, delay);
    else visit();
  };

  return {
    values,
    /** `typed`: the value comes from a text box, so the list waits for a pause (always for `search`). */
    update: (name: string, value: string | number, typed = name === 'search') =>
      apply({ ...values, [name]: value, page: 1 }, typed ? SEARCH_DELAY_MS : 0),
    sortBy: (column: string) =>
      apply({
        ...values,
        sort: column,
        direction: values.sort === column && values.direction === 'asc' ? 'desc' : 'asc',
        page: 1,
      }),
  };
}
