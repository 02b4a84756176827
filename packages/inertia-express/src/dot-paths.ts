// Partial reloads may name a part of a prop (`auth.user`, `stats.visits`): only that part is sent, or
// everything but it. The client merges such a part into the prop it holds.
import type { Props } from './page.js';
import type { InertiaRequestInfo } from './request-info.js';

type Tree = Record<string, unknown>;

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a path names the prop itself or a part of it. */
export const reaches = (path: string, name: string) => path === name || path.startsWith(`${name}.`);

/** The parts of a prop the paths name, as paths inside it. */
function partsOf(paths: string[], name: string): string[][] {
  return paths.filter((path) => path.startsWith(`${name}.`)).map((path) => path.slice(name.length + 1).split('.'));
}

function pick(value: unknown, [key, ...rest]: string[], into: Tree): void {
  if (key === undefined || !isTree(value) || !(key in value)) return;
  if (rest.length === 0) {
    into[key] = value[key];
    return;
  }
  const inner = isTree(into[key]) ? into[key] : {};
  pick(value[key], rest, inner);
  if (Object.keys(inner).length > 0) into[key] = inner;
}

function omit(value: unknown, [key, ...rest]: string[]): unknown {
  if (key === undefined || !isTree(value) || !(key in value)) return value;
  if (rest.length === 0) return Object.fromEntries(Object.entries(value).filter(([name]) => name !== key));
  return { ...value, [key]: omit(value[key], rest) };
}

/** Narrows resolved props to the parts a partial reload named, and leaves out the parts it excepted. */
export function narrowToPaths(props: Props, info: InertiaRequestInfo): Props {
  const narrowed: Props = {};
  for (const [name, value] of Object.entries(props)) {
    const wanted = info.partialData.includes(name) ? [] : partsOf(info.partialData, name);
    let kept = value;
    if (wanted.length > 0) {
      const picked: Tree = {};
      for (const path of wanted) pick(value, path, picked);
      kept = picked;
    }
    for (const path of partsOf(info.partialExcept, name)) kept = omit(kept, path);
    narrowed[name] = kept;
  }
  return narrowed;
}
