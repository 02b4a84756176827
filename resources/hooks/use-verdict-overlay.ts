import { useCallback, useEffect, useState } from 'react';
import { toneOf, type ScanEntry } from '../lib/scanner/scan-results';

/** A good verdict is read at a glance; a refusal, a warning or a child's collectors need a moment to act on. */
const SHOWN_MS = { good: 2500, warning: 6000, bad: 6000, minor: 10_000 } as const;

function shownFor(entry: ScanEntry): number {
  const online = entry.verdict?.outcome === 'valid' && entry.verdict.minor;
  const offline = entry.result.kind === 'offline' && entry.result.listed?.minor === true;
  return online || offline ? SHOWN_MS.minor : SHOWN_MS[toneOf(entry.result)];
}

/**
 * Whether the last verdict covers a phone's screen: from each new verdict (or "just scanned") until it
 * clears itself, or door staff tap it away.
 */
export function useVerdictOverlay(entry: ScanEntry | null, repeated: boolean) {
  const [shown, setShown] = useState(false);
  const dismiss = useCallback(() => setShown(false), []);

  useEffect(() => {
    if (!entry) return undefined;
    setShown(true);
    const timer = setTimeout(dismiss, shownFor(entry));
    return () => clearTimeout(timer);
  }, [entry, repeated, dismiss]);

  return { shown, dismiss };
}
