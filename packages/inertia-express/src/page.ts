// The page object the client library reads (the current major of @inertiajs/core).
export type Props = Record<string, unknown>;

export interface OncePropMeta {
  prop: string;
  expiresAt: number | null;
}

export interface Page {
  component: string;
  props: Props;
  url: string;
  version: string;
  clearHistory: boolean;
  encryptHistory: boolean;
  deferredProps?: Record<string, string[]>;
  mergeProps?: string[];
  prependProps?: string[];
  deepMergeProps?: string[];
  matchPropsOn?: string[];
  onceProps?: Record<string, OncePropMeta>;
}
