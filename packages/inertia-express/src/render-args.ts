// The arguments of `render`, checked against the app's page map when it declares one.
import type { InertiaPages } from './index.js';
import type { Props } from './page.js';
import type { DeferProp, OptionalProp, ScrollProp } from './prop-helpers.js';

export type PageName = keyof InertiaPages extends never ? string : keyof InertiaPages;
/**
 * Each prop as its value, or as `defer`/`optional` with a resolver of that value: those are absent from
 * the first response, so the page map declares them optional. A `scroll` prop carries its value.
 */
type Given<PageProps> = {
  [Key in keyof PageProps]:
    | PageProps[Key]
    | DeferProp<NonNullable<PageProps[Key]>>
    | OptionalProp<NonNullable<PageProps[Key]>>
    | ScrollProp<PageProps[Key]>;
};
type PagePropsOf<Component> = Component extends keyof InertiaPages ? Given<InertiaPages[Component]> : Props;
/** A page whose props are all optional (or that has none) may be rendered without them. */
export type RenderArgs<Component> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{}` is what "no props given" is
  {} extends PagePropsOf<Component>
    ? [props?: PagePropsOf<Component>, status?: number]
    : [props: PagePropsOf<Component>, status?: number];
