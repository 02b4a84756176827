import { isPartialReload } from './partial-reload.js';
import { MergeProp, OnceProp, deferredPart } from './prop-helpers.js';
import type { OncePropMeta, Page, Props } from './page.js';
import type { InertiaRequestInfo } from './request-info.js';

type MergeMetadata = Pick<Page, 'mergeProps' | 'prependProps' | 'deepMergeProps' | 'matchPropsOn'>;

/** Deferred props the client must fetch after a first load or full visit, by group. */
export function deferredGroups(props: Props, info: InertiaRequestInfo, component: string): Record<string, string[]> {
  const groups: Record<string, string[]> = {};
  if (isPartialReload(info, component)) return groups;
  for (const [name, prop] of Object.entries(props)) {
    const deferred = deferredPart(prop);
    if (!deferred) continue;
    if (prop instanceof OnceProp && info.exceptOnceProps.includes(prop.key ?? name)) continue;
    (groups[deferred.group] ??= []).push(name);
  }
  return groups;
}

/** How the client merges the props sent, unless it asked to reset them. */
export function mergeMetadata(props: Props, sent: string[], info: InertiaRequestInfo): MergeMetadata {
  const metadata: Required<MergeMetadata> = { mergeProps: [], prependProps: [], deepMergeProps: [], matchPropsOn: [] };
  for (const name of sent) {
    const prop = props[name];
    if (!(prop instanceof MergeProp) || info.reset.includes(name)) continue;
    const target = { append: metadata.mergeProps, prepend: metadata.prependProps, deep: metadata.deepMergeProps };
    target[prop.strategy].push(name);
    metadata.matchPropsOn.push(...prop.matchOn.map((field) => `${name}.${field}`));
  }
  return Object.fromEntries(Object.entries(metadata).filter(([, names]) => names.length > 0));
}

/** Every once prop of the page, sent or held by the client, so the client keeps what it has. */
export function onceMetadata(props: Props): Record<string, OncePropMeta> {
  const metadata: Record<string, OncePropMeta> = {};
  for (const [name, prop] of Object.entries(props)) {
    if (prop instanceof OnceProp) metadata[prop.key ?? name] = { prop: name, expiresAt: prop.expiresAt };
  }
  return metadata;
}
