import type { ResolvedComponent } from '@inertiajs/react';

type PageModule = { default: ResolvedComponent };
type PageLoaders = Record<string, () => Promise<PageModule>>;

// Each page is its own chunk, loaded the first time the server names it.
const pages = import.meta.glob<PageModule>('../pages/**/*.tsx');

export const PAGE_NOT_FOUND = 'Page not found';

/** Builds a resolver over a set of loaders keyed like import.meta.glob: `../pages/{name}.tsx`. */
export function createPageResolver(loaders: PageLoaders) {
  return async function resolvePage(name: string): Promise<ResolvedComponent> {
    const load = loaders[`../pages/${name}.tsx`];
    if (!load) throw new Error(PAGE_NOT_FOUND);
    return (await load()).default;
  };
}

export const resolvePage = createPageResolver(pages);
