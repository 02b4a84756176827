import { useEffect, useRef } from 'react';

/**
 * A USB or Bluetooth scanner "types" a whole code in a burst, far faster on average than a person
 * (a fast typist needs ~120 ms a key). The average, not each gap, is judged: a busy device can delay
 * a single key event without the burst being a person typing.
 */
const MAX_AVERAGE_KEY_GAP_MS = 60;
/** A pause this long starts a new burst. */
const BURST_PAUSE_MS = 500;
/** Shorter bursts are stray key presses, not codes. */
const MIN_CODE_LENGTH = 8;

function isTextEntry(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/** Calls `onCode` when a keyboard-wedge scanner types a code ending in Enter while no text field has focus. */
export function useKeyboardWedge(onCode: (code: string) => void): void {
  const latestOnCode = useRef(onCode);
  latestOnCode.current = onCode;
  useEffect(() => {
    let buffer = '';
    let firstKeyAt = 0;
    let lastKeyAt = 0;
    function onKeyDown(event: KeyboardEvent): void {
      if (isTextEntry(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.timeStamp - lastKeyAt > BURST_PAUSE_MS) {
        buffer = '';
        firstKeyAt = event.timeStamp;
      }
      lastKeyAt = event.timeStamp;
      if (event.key === 'Enter') {
        const averageGap = (lastKeyAt - firstKeyAt) / Math.max(1, buffer.length);
        if (buffer.length >= MIN_CODE_LENGTH && averageGap <= MAX_AVERAGE_KEY_GAP_MS) {
          // Otherwise Enter would also press whatever button has focus.
          event.preventDefault();
          latestOnCode.current(buffer);
        }
        buffer = '';
        lastKeyAt = 0;
      } else if (event.key.length === 1) {
        buffer += event.key;
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
