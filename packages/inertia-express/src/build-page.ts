import { narrowToPaths } from './dot-paths.js';
import { deferredGroups, mergeMetadata, onceMetadata, scrollMetadata } from './metadata.js';
import { isPartialReload } from './partial-reload.js';
import { resolveProps } from './resolve-props.js';
import { selectPropNames } from './select-props.js';
import type { Page } from './page.js';
import type { InertiaRequestInfo } from './request-info.js';

/** What a handler decides; the protocol metadata of the page is derived from it and the request. */
export type PageInput = Pick<
  Page,
  | 'component'
  | 'props'
  | 'url'
  | 'version'
  | 'clearHistory'
  | 'encryptHistory'
  | 'preserveFragment'
  | 'flash'
  | 'sharedProps'
>;

const unlessEmpty = <Value extends object>(value: Value) => (Object.keys(value).length > 0 ? value : undefined);

/** Turns a component and its props into the page object this request should receive. */
export async function buildPage(input: PageInput, info: InertiaRequestInfo): Promise<Page> {
  const sent = selectPropNames(input.props, info, input.component);
  const resolved = await resolveProps(input.props, sent);
  const page: Page = {
    ...input,
    props: isPartialReload(info, input.component) ? narrowToPaths(resolved, info) : resolved,
    ...mergeMetadata(input.props, sent, info),
    deferredProps: unlessEmpty(deferredGroups(input.props, info, input.component)),
    onceProps: unlessEmpty(onceMetadata(input.props)),
    scrollProps: unlessEmpty(scrollMetadata(input.props, sent, info)),
  };
  return Object.fromEntries(Object.entries(page).filter(([, value]) => value !== undefined)) as Page;
}
