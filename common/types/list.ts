// The shape every server-paginated admin list sends to its Index page.

export type SortDirection = 'asc' | 'desc';

/** The query string a list was asked with, as the server understood it (echoed back to the page). */
export interface ListFilters {
  search: string;
  sort: string;
  direction: SortDirection;
  page: number;
  perPage: number;
  [filter: string]: string | number;
}

export interface PageLink {
  page: number;
  url: string;
  active: boolean;
}

export interface Paginated<Item> {
  data: Item[];
  total: number;
  page: number;
  perPage: number;
  lastPage: number;
  /** 1-based position of the first and last item shown; 0 when the list is empty. */
  from: number;
  to: number;
  links: PageLink[];
  prevUrl: string | null;
  nextUrl: string | null;
}
