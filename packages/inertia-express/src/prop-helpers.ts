// Prop kinds. A plain value (or a function, resolved lazily) is an ordinary prop.
import type { PageIdentifier } from './page.js';

type Resolver<T = unknown> = () => T | Promise<T>;

/** Left out of the first load and of every visit, sent only when a partial reload asks for it by name. */
export class OptionalProp<T = unknown> {
  constructor(readonly resolve: Resolver<T>) {}
}

/** Sent on every response, partial reloads included, whatever they ask for. */
export class AlwaysProp {
  constructor(readonly value: unknown) {}
}

/** Left out of the first load; the client fetches it right after, one request per group. */
export class DeferProp<T = unknown> {
  constructor(
    readonly resolve: Resolver<T>,
    readonly group: string,
  ) {}
}

export type MergeStrategy = 'append' | 'prepend' | 'deep';

/** Merged by the client into what it already holds instead of replacing it. */
export class MergeProp {
  constructor(
    readonly value: unknown,
    readonly strategy: MergeStrategy,
    /** Keys identifying items, so an item already held is updated rather than added again. */
    readonly matchOn: string[],
  ) {}
}

/** Resolved once and remembered by the client; later visits skip it until it expires. */
export class OnceProp {
  constructor(
    readonly value: unknown,
    readonly key: string | undefined,
    readonly expiresAt: number | null,
  ) {}
}

export interface ScrollPages {
  /** The query-string parameter the client sets to ask for another page; `page` unless told. */
  pageName?: string;
  currentPage: PageIdentifier;
  previousPage: PageIdentifier;
  nextPage: PageIdentifier;
}

/**
 * One page of a list the client scrolls through: the client asks for the next (or previous) page and
 * adds its items after (or before) those it holds; a reset starts the list afresh.
 */
export class ScrollProp<T = unknown> {
  constructor(
    readonly value: T | Resolver<T>,
    readonly pages: Required<ScrollPages>,
    /** Where the items sit inside the value (`data` of a paginated list); '' when the value is the items. */
    readonly items: string,
    readonly matchOn: string[],
  ) {}

  /** The path the client merges at: the items, inside the prop. */
  mergePath(name: string): string {
    return this.items ? `${name}.${this.items}` : name;
  }
}

export const optional = <T>(resolve: Resolver<T>) => new OptionalProp(resolve);
export const always = (value: unknown) => new AlwaysProp(value);
export const defer = <T>(resolve: Resolver<T>, group = 'default') => new DeferProp(resolve, group);
export const merge = (value: unknown, options: { strategy?: MergeStrategy; matchOn?: string | string[] } = {}) =>
  new MergeProp(value, options.strategy ?? 'append', [options.matchOn ?? []].flat());
export const once = (value: unknown, options: { key?: string; expiresAt?: Date | number } = {}) =>
  new OnceProp(value, options.key, options.expiresAt === undefined ? null : Number(options.expiresAt));
export const scroll = <T>(
  value: T | Resolver<T>,
  pages: ScrollPages,
  options: { items?: string; matchOn?: string | string[] } = {},
) => new ScrollProp<T>(value, { pageName: 'page', ...pages }, options.items ?? 'data', [options.matchOn ?? []].flat());

/** The value or resolver a (possibly wrapped) prop carries. */
export function innerValue(prop: unknown): unknown {
  if (prop instanceof MergeProp) return innerValue(prop.value);
  if (prop instanceof AlwaysProp) return prop.value;
  if (prop instanceof OnceProp || prop instanceof ScrollProp) return innerValue(prop.value);
  if (prop instanceof OptionalProp || prop instanceof DeferProp) return prop.resolve;
  return prop;
}

/** The DeferProp behind a prop, when it is deferred (possibly wrapped in merge or once). */
export function deferredPart(prop: unknown): DeferProp | undefined {
  if (prop instanceof DeferProp) return prop;
  if (prop instanceof MergeProp || prop instanceof OnceProp) return deferredPart(prop.value);
  return undefined;
}
