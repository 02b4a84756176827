import { reaches } from './dot-paths.js';
import { isPartialReload } from './partial-reload.js';
import { AlwaysProp, OnceProp, OptionalProp, deferredPart } from './prop-helpers.js';
import type { Props } from './page.js';
import type { InertiaRequestInfo } from './request-info.js';

function onceKey(name: string, prop: unknown): string | undefined {
  if (!(prop instanceof OnceProp)) return undefined;
  return prop.key ?? name;
}

/** A first load or a full visit: everything but optional and deferred props, and once props the client holds. */
function keysForFullVisit(props: Props, info: InertiaRequestInfo): string[] {
  return Object.keys(props).filter((name) => {
    const prop = props[name];
    if (prop instanceof OptionalProp || deferredPart(prop)) return false;
    const key = onceKey(name, prop);
    return key === undefined || !info.exceptOnceProps.includes(key);
  });
}

/** A partial reload: the props asked for, whole or in part (or all but the excepted ones), always-props included. */
function keysForPartialReload(props: Props, info: InertiaRequestInfo): string[] {
  const names = Object.keys(props);
  const asked =
    info.partialData.length > 0 ? names.filter((name) => info.partialData.some((path) => reaches(path, name))) : names;
  const kept = asked.filter((name) => {
    if (info.partialExcept.includes(name)) return false;
    // Without an explicit `only`, optional and deferred props stay out as on a full visit.
    if (info.partialData.length === 0) return !(props[name] instanceof OptionalProp) && !deferredPart(props[name]);
    return true;
  });
  const alwaysNames = names.filter((name) => props[name] instanceof AlwaysProp && !kept.includes(name));
  return [...kept, ...alwaysNames];
}

/** The names of the props this response carries. */
export function selectPropNames(props: Props, info: InertiaRequestInfo, component: string): string[] {
  return isPartialReload(info, component) ? keysForPartialReload(props, info) : keysForFullVisit(props, info);
}
