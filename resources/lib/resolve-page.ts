import type { ResolvedComponent } from '@inertiajs/react';
import { loadAreaTranslations } from './area-translations';

type PageModule = { default: ResolvedComponent };
type PageLoaders = Record<string, () => Promise<PageModule>>;

// Each page is its own chunk, loaded the first time the server names it.
const pages = import.meta.glob<PageModule>('../pages/**/*.tsx');

export const PAGE_NOT_FOUND = 'Page not found';

/**
 * Builds a resolver over a set of loaders keyed like import.meta.glob: `../pages/{name}.tsx`. The page's
 * area wording downloads beside its code, so the page never renders a key in place of its text.
 */
export function createPageResolver(loaders: PageLoaders) {
  return async function resolvePage(name: string): Promise<ResolvedComponent> {
    const load = loaders[`../pages/${name}.tsx`];
    if (!load) throw new Error(PAGE_NOT_FOUND);
    const [page] = await Promise.all([load(), loadAreaTranslations(name)]);
    return page.default;
  };
}

export const resolvePage = createPageResolver(pages);
