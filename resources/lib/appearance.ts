import type { Appearance } from '../../common/types/shared';

// SPEC §5: the choice lives in localStorage and in a cookie the server reads to render the right
// <html> class on the first response, so there is no flash of the wrong theme.

export const APPEARANCES: readonly Appearance[] = ['light', 'dark', 'system'];
export const APPEARANCE_KEY = 'appearance';
const ONE_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;
const DARK_QUERY = '(prefers-color-scheme: dark)';

export function isAppearance(value: unknown): value is Appearance {
  return typeof value === 'string' && (APPEARANCES as readonly string[]).includes(value);
}

function readLocalStorage(): string | null {
  try {
    return window.localStorage.getItem(APPEARANCE_KEY);
  } catch {
    return null; // storage disabled (privacy mode): the cookie still works
  }
}

export function readAppearanceCookie(): string | null {
  for (const pair of document.cookie.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === APPEARANCE_KEY) return decodeURIComponent(value.join('='));
  }
  return null;
}

export function writeAppearanceCookie(appearance: Appearance): void {
  document.cookie = `${APPEARANCE_KEY}=${appearance}; path=/; max-age=${ONE_YEAR_IN_SECONDS}; SameSite=Lax`;
}

/** localStorage wins, then the cookie, then system. */
export function readStoredAppearance(): Appearance {
  const stored = readLocalStorage();
  if (isAppearance(stored)) return stored;
  const cookie = readAppearanceCookie();
  return isAppearance(cookie) ? cookie : 'system';
}

export function storeAppearance(appearance: Appearance): void {
  try {
    window.localStorage.setItem(APPEARANCE_KEY, appearance);
  } catch {
    // see readLocalStorage
  }
  writeAppearanceCookie(appearance);
}

function darkQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
}

export function systemPrefersDark(): boolean {
  return darkQuery()?.matches ?? false;
}

/** Calls back when the operating system switches between light and dark; returns the unsubscribe. */
export function onSystemThemeChange(callback: () => void): () => void {
  const query = darkQuery();
  if (!query) return () => {};
  query.addEventListener('change', callback);
  return () => query.removeEventListener('change', callback);
}

/** Sets exactly one of light/dark/system on <html>, plus `dark` whenever dark applies. */
export function applyAppearance(appearance: Appearance, root: HTMLElement = document.documentElement): void {
  root.classList.remove(...APPEARANCES);
  root.classList.add(appearance);
  const dark = appearance === 'dark' || (appearance === 'system' && systemPrefersDark());
  root.classList.toggle('dark', dark);
}

// A tiny store so every component showing the choice (header toggle, settings page) stays in sync.
type Listener = () => void;
const listeners = new Set<Listener>();
let current: Appearance | null = null;

export function getAppearance(): Appearance {
  current ??= readStoredAppearance();
  return current;
}

export function setAppearance(appearance: Appearance): void {
  current = appearance;
  storeAppearance(appearance);
  applyAppearance(appearance);
  listeners.forEach((listener) => listener());
}

export function subscribeAppearance(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the cached choice; for tests that change storage between cases. */
export function resetAppearanceStore(): void {
  current = null;
  listeners.clear();
}

let stopWatchingSystem: (() => void) | null = null;

/**
 * Runs once before the first render: applies the stored choice, brings the cookie in line with
 * localStorage (so the next server render matches), and follows the OS while the choice is system.
 */
export function initializeAppearance(): Appearance {
  const appearance = getAppearance();
  applyAppearance(appearance);
  if (readAppearanceCookie() !== appearance) writeAppearanceCookie(appearance);
  stopWatchingSystem?.();
  stopWatchingSystem = onSystemThemeChange(() => {
    if (getAppearance() === 'system') applyAppearance('system');
  });
  return appearance;
}
