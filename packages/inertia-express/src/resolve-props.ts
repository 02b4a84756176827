import { innerValue } from './prop-helpers.js';
import type { Props } from './page.js';

/** Unwraps the named props and runs their resolvers; only the props sent are ever computed. */
export async function resolveProps(props: Props, names: string[]): Promise<Props> {
  const entries = await Promise.all(
    names.map(async (name) => {
      const value = innerValue(props[name]);
      return [name, typeof value === 'function' ? await (value as () => unknown)() : value] as const;
    }),
  );
  return Object.fromEntries(entries);
}
