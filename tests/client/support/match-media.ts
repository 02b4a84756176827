// jsdom has no window.matchMedia: this stub lets a test play the operating system's theme switch.

export interface FakeColorScheme {
  setDark(dark: boolean): void;
  listenerCount(): number;
}

export function stubPrefersDark(initiallyDark: boolean): FakeColorScheme {
  let dark = initiallyDark;
  const listeners = new Set<(event: MediaQueryListEvent) => void>();

  const query = {
    get matches() {
      return dark;
    },
    media: '(prefers-color-scheme: dark)',
    onchange: null,
    addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => true,
  } as unknown as MediaQueryList;

  window.matchMedia = (media: string) =>
    media === query.media ? query : ({ ...query, matches: false } as MediaQueryList);

  return {
    setDark(next) {
      dark = next;
      listeners.forEach((listener) => listener({ matches: next } as MediaQueryListEvent));
    },
    listenerCount: () => listeners.size,
  };
}
