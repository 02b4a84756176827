import { deferredGroups, mergeMetadata, onceMetadata } from './metadata.js';
import { resolveProps } from './resolve-props.js';
import { selectPropNames } from './select-props.js';
import type { Page } from './page.js';
import type { InertiaRequestInfo } from './request-info.js';

/** What a handler decides; the protocol metadata of the page is derived from it and the request. */
export type PageInput = Pick<Page, 'component' | 'props' | 'url' | 'version' | 'clearHistory' | 'encryptHistory'>;

/** Turns a component and its props into the page object this request should receive. */
export async function buildPage(input: PageInput, info: InertiaRequestInfo): Promise<Page> {
  const sent = selectPropNames(input.props, info, input.component);
  const page: Page = {
    component: input.component,
    props: await resolveProps(input.props, sent),
    url: input.url,
    version: input.version,
    clearHistory: input.clearHistory,
    encryptHistory: input.encryptHistory,
    ...mergeMetadata(input.props, sent, info),
  };
  const deferred = deferredGroups(input.props, info, input.component);
  if (Object.keys(deferred).length > 0) page.deferredProps = deferred;
  const once = onceMetadata(input.props);
  if (Object.keys(once).length > 0) page.onceProps = once;
  return page;
}
