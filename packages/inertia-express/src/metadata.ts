import { isPartialReload } from './partial-reload.js';
import { MergeProp, OnceProp, ScrollProp, deferredPart } from './prop-helpers.js';
import type { OncePropMeta, Page, Props, ScrollPropMeta } from './page.js';
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
  const target = { append: metadata.mergeProps, prepend: metadata.prependProps, deep: metadata.deepMergeProps };
  for (const name of sent) {
    const prop = props[name];
    if (info.reset.includes(name)) continue;
    // A scroll prop merges its items where the infinite scroll that asked for them wants them.
    const merged =
      prop instanceof MergeProp
        ? { path: name, strategy: prop.strategy, matchOn: prop.matchOn }
        : prop instanceof ScrollProp
          ? { path: prop.mergePath(name), strategy: info.mergeIntent, matchOn: prop.matchOn }
          : undefined;
    if (!merged) continue;
    target[merged.strategy].push(merged.path);
    metadata.matchPropsOn.push(...merged.matchOn.map((field) => `${merged.path}.${field}`));
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

/** The pages of each scroll prop sent, and whether the client must drop what it holds of it. */
export function scrollMetadata(props: Props, sent: string[], info: InertiaRequestInfo): Record<string, ScrollPropMeta> {
  const metadata: Record<string, ScrollPropMeta> = {};
  for (const name of sent) {
    const prop = props[name];
    if (prop instanceof ScrollProp) metadata[name] = { ...prop.pages, reset: info.reset.includes(name) };
  }
  return metadata;
}
