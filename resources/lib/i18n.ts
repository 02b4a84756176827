import en from '../lang/en.json';
import type { AreaDictionaries } from './area-translations';

export type Dictionary = { readonly [key: string]: string | Dictionary };

/** Every dotted path to a string, e.g. `welcome.events.heading`. */
type LeafKeys<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${LeafKeys<T[K]>}`;
}[keyof T & string];

/** en.json holds what any page may show; lang/en/{namespace}.json what one area's pages show. */
export type TranslationKey = LeafKeys<typeof en & AreaDictionaries>;
export type Replacements = Record<string, string | number>;
export type Translate<Key extends string = TranslationKey> = (key: Key, replacements?: Replacements) => string;

export const FALLBACK_LANGUAGE = 'en';

const english: Record<string, string | Dictionary> = { ...en };
const bundled: Record<string, Dictionary> = { en: english };

/** Adds a namespace that loads with its area's pages (area-translations.ts) to the English dictionary. */
export function addEnglishNamespace(namespace: string, dictionary: Dictionary): void {
  english[namespace] = dictionary;
}

function lookup(dictionary: Dictionary | undefined, key: string): string | undefined {
  let node: string | Dictionary | undefined = dictionary;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function replace(text: string, replacements: Replacements): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in replacements ? String(replacements[name]) : placeholder,
  );
}

/** `nl-BE` → `nl`: dictionaries are per language, not per region. */
function baseLanguage(language: string): string {
  return language.toLowerCase().split('-')[0] ?? '';
}

/**
 * Looks a key up in the page language, then in English, then gives the key itself back so a missing
 * translation is visible instead of silently empty.
 */
export function createTranslator<Key extends string>(
  dictionaries: Record<string, Dictionary>,
  language: string,
): Translate<Key> {
  const primary = dictionaries[baseLanguage(language)];
  const fallback = dictionaries[FALLBACK_LANGUAGE];
  return (key, replacements = {}) => replace(lookup(primary, key) ?? lookup(fallback, key) ?? key, replacements);
}

/** The page language as the server wrote it in `<html lang>`. */
export function currentLanguage(): string {
  if (typeof document === 'undefined') return FALLBACK_LANGUAGE;
  return document.documentElement.lang || FALLBACK_LANGUAGE;
}

export const t: Translate = (key, replacements) =>
  createTranslator<TranslationKey>(bundled, currentLanguage())(key, replacements);

export function useTranslation(): { t: Translate; language: string } {
  return { t, language: currentLanguage() };
}
