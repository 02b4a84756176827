import type admin from '../lang/en/admin.json';
import type auth from '../lang/en/auth.json';
import type guardianConsent from '../lang/en/guardianConsent.json';
import type scanner from '../lang/en/scanner.json';
import type settings from '../lang/en/settings.json';
import { addEnglishNamespace, type Dictionary } from './i18n';

export interface AreaDictionaries {
  admin: typeof admin;
  auth: typeof auth;
  guardianConsent: typeof guardianConsent;
  scanner: typeof scanner;
  settings: typeof settings;
}
type AreaNamespace = keyof AreaDictionaries;

// The wording only one area's pages show is its own chunk, so a first visit (and every page outside
// those areas) does not download the administration's, the settings' or the scanner's strings.
const loaders: Record<AreaNamespace, () => Promise<{ default: Dictionary }>> = {
  admin: () => import('../lang/en/admin.json'),
  auth: () => import('../lang/en/auth.json'),
  guardianConsent: () => import('../lang/en/guardianConsent.json'),
  scanner: () => import('../lang/en/scanner.json'),
  settings: () => import('../lang/en/settings.json'),
};

/** By page name prefix, like the layouts; tests/client/area-translations.test.ts checks it against the code. */
export const AREA_NAMESPACES: ReadonlyArray<readonly [prefix: string, namespaces: readonly AreaNamespace[]]> = [
  ['admin/', ['admin', 'scanner', 'settings']],
  ['settings/', ['settings']],
  ['auth/', ['auth']],
  ['door/', ['scanner']],
  ['guardian/', ['guardianConsent']],
];

const loaded = new Map<AreaNamespace, Promise<void>>();

function load(namespace: AreaNamespace): Promise<void> {
  let loading = loaded.get(namespace);
  if (!loading) {
    loading = loaders[namespace]().then((module) => addEnglishNamespace(namespace, module.default));
    // A failed download (offline) is tried again with the next page of that area.
    loading.catch(() => loaded.delete(namespace));
    loaded.set(namespace, loading);
  }
  return loading;
}

/** The area namespaces a page's name selects. */
export function areaNamespacesFor(pageName: string): readonly AreaNamespace[] {
  return AREA_NAMESPACES.find(([prefix]) => pageName.startsWith(prefix))?.[1] ?? [];
}

/** Loads the wording of the page's area, once; a page renders only after it is in. */
export async function loadAreaTranslations(pageName: string): Promise<void> {
  await Promise.all(areaNamespacesFor(pageName).map(load));
}
