import type { ListFilters, PageLink, Paginated, SortDirection } from '../../common/types/list.js';
import { hasUnshowableCharacter } from './showable-text.js';

export const PER_PAGE_CHOICES = [10, 25, 50] as const;
const MAX_SEARCH_LENGTH = 100;
/** Page links shown on each side of the current page. */
const PAGE_WINDOW = 2;

type ExtraFilters = Record<string, readonly string[]>;

export interface ListOptions<Sort extends string, Extra extends ExtraFilters> {
  /** Columns the list may be sorted by; anything else falls back to the default. */
  sorts: readonly [Sort, ...Sort[]];
  defaultSort: Sort;
  defaultDirection?: SortDirection;
  /** Extra filters, each with its allowed values ('' = no filter). */
  filters?: Extra;
}

export type ListQuery<Sort extends string, Extra extends ExtraFilters> = {
  search: string;
  sort: Sort;
  direction: SortDirection;
  page: number;
  perPage: number;
} & { [Key in keyof Extra]: Extra[Key][number] | '' };

function pick<Value extends string>(value: unknown, allowed: readonly Value[]): Value | undefined {
  return (allowed as readonly unknown[]).includes(value) ? (value as Value) : undefined;
}

/**
 * A text filter from the query string, trimmed and cut to `max` characters; '' when absent or when it
 * holds a character no text may (a NUL, which PostgreSQL refuses in a query, or another control).
 */
export function listText(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  const text = [...value.trim()].slice(0, max).join('');
  return hasUnshowableCharacter(text) ? '' : text;
}

function whole(value: unknown, min: number, max: number): number | undefined {
  const number = typeof value === 'string' && /^[0-9]{1,6}$/.test(value) ? Number(value) : NaN;
  return number >= min && number <= max ? number : undefined;
}

/**
 * Reads a list's query string. A list never fails on a bad query string (it is a bookmarkable URL):
 * unknown or invalid values fall back to the defaults, and the page echoes what was applied.
 */
export function parseListQuery<Sort extends string, Extra extends ExtraFilters = Record<never, never>>(
  query: unknown,
  options: ListOptions<Sort, Extra>,
): ListQuery<Sort, Extra> {
  const source = (typeof query === 'object' && query !== null ? query : {}) as Record<string, unknown>;
  const search = listText(source.search, MAX_SEARCH_LENGTH);
  const extra = Object.fromEntries(
    Object.entries(options.filters ?? {}).map(([name, values]) => [name, pick(source[name], values) ?? '']),
  );
  return {
    search,
    sort: pick(source.sort, options.sorts) ?? options.defaultSort,
    direction: pick(source.direction, ['asc', 'desc'] as const) ?? options.defaultDirection ?? 'asc',
    page: whole(source.page, 1, 100_000) ?? 1,
    perPage:
      (PER_PAGE_CHOICES as readonly number[]).find((choice) => String(choice) === source.perPage) ??
      PER_PAGE_CHOICES[0],
    ...extra,
  } as ListQuery<Sort, Extra>;
}

/** Prisma skip/take for the query's page. */
export function pageWindow(query: { page: number; perPage: number }) {
  return { skip: (query.page - 1) * query.perPage, take: query.perPage };
}

/** The list URL with the same filters on another page: pagination keeps the query string. */
function pageUrl(path: string, filters: ListFilters, page: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...filters, page })) {
    if (value !== '' && value !== undefined) params.set(name, String(value));
  }
  return `${path}?${params.toString()}`;
}

/** One page of a list with its echoed filters and links; a page past the end shows the last one's links. */
export function paginated<Item, Filters extends ListFilters>(
  path: string,
  filters: Filters,
  total: number,
  data: Item[],
): { items: Paginated<Item>; filters: Filters } {
  const { page, perPage } = filters;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const first = Math.max(1, Math.min(page, lastPage) - PAGE_WINDOW);
  const last = Math.min(lastPage, Math.max(page, 1) + PAGE_WINDOW);
  const links: PageLink[] = [];
  for (let number = first; number <= last; number += 1)
    links.push({ page: number, url: pageUrl(path, filters, number), active: number === page });
  const from = data.length ? (page - 1) * perPage + 1 : 0;
  return {
    filters,
    items: {
      data,
      total,
      page,
      perPage,
      lastPage,
      from,
      to: data.length ? from + data.length - 1 : 0,
      links,
      prevUrl: page > 1 ? pageUrl(path, filters, Math.min(page - 1, lastPage)) : null,
      nextUrl: page < lastPage ? pageUrl(path, filters, page + 1) : null,
    },
  };
}
