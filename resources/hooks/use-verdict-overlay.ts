import { useCallback, useEffect, useRef, useState } from 'react';
import { toneOf, type ScanEntry } from '../lib/scanner/scan-results';

/** A good verdict is read at a glance; a refusal, a warning or a child's collectors need a moment to act on. */
const SHOWN_MS = { good: 2500, warning: 6000, bad: 6000, minor: 10_000 } as const;

function shownFor(entry: ScanEntry): number {
  const online = entry.verdict?.outcome === 'valid' && entry.verdict.minor;
  const offline = entry.result.kind === 'offline' && entry.result.listed?.minor === true;
  return online || offline ? SHOWN_MS.minor : SHOWN_MS[toneOf(entry.result)];
}

/** A key that types a character (not a shortcut, not Tab or an arrow). */
const types = (event: KeyboardEvent) => event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;

/**
 * Whether the last verdict covers a phone's screen: from each new verdict (or "just scanned") until it
 * clears itself, or door staff tap it away, press Escape, or type (the next code into the field the
 * overlay covers, or from a keyboard-wedge scanner: the key still reaches its field). When it clears
 * with focus inside it ("Next scan"), focus goes back where it was when the verdict came.
 */
export function useVerdictOverlay(entry: ScanEntry | null, repeated: boolean) {
  const [shown, setShown] = useState(false);
  const returnTo = useRef<HTMLElement | null>(null);
  const dismiss = useCallback(() => {
    setShown(false);
    const focused = document.activeElement;
    const target = returnTo.current;
    if (target?.isConnected && (!focused || focused === document.body || focused.closest('[data-overlay]')))
      target.focus();
  }, []);

  useEffect(() => {
    if (!entry) return undefined;
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused !== document.body && !focused.closest('[data-overlay]'))
      returnTo.current = focused;
    setShown(true);
    const timer = setTimeout(dismiss, shownFor(entry));
    return () => clearTimeout(timer);
  }, [entry, repeated, dismiss]);

  useEffect(() => {
    if (!shown) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (event.key === 'Escape' || types(event)) dismiss();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shown, dismiss]);

  return { shown, dismiss };
}
