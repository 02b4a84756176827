// The page object the client library reads (the current major of @inertiajs/core).
export type Props = Record<string, unknown>;

export interface OncePropMeta {
  prop: string;
  expiresAt: number | null;
}

/** A page's place among its neighbours; `null` where there is none (no previous page before the first). */
export type PageIdentifier = string | number | null;

export interface ScrollPropMeta {
  pageName: string;
  currentPage: PageIdentifier;
  previousPage: PageIdentifier;
  nextPage: PageIdentifier;
  /** The client drops the items it holds instead of merging (the visit asked to reset the prop). */
  reset: boolean;
}

export interface Page {
  component: string;
  props: Props;
  url: string;
  version: string;
  clearHistory: boolean;
  encryptHistory: boolean;
  /** The client keeps the fragment (`#…`) of the URL it asked for, though the response comes from elsewhere. */
  preserveFragment?: boolean;
  /** Messages for this page alone (after a redirect: for the page it leads to), apart from the props. */
  flash: Props;
  /** Which props every page receives: the client keeps them on client-side visits. */
  sharedProps?: string[];
  deferredProps?: Record<string, string[]>;
  mergeProps?: string[];
  prependProps?: string[];
  deepMergeProps?: string[];
  matchPropsOn?: string[];
  onceProps?: Record<string, OncePropMeta>;
  scrollProps?: Record<string, ScrollPropMeta>;
}
