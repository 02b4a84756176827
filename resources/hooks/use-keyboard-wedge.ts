import { useEffect, useRef } from 'react';

/** A USB or Bluetooth scanner "types" a whole code in a burst; a person types far slower than this between keys. */
const MAX_KEY_GAP_MS = 100;
/** Shorter bursts are stray key presses, not codes. */
const MIN_CODE_LENGTH = 8;

function isTextEntry(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/** Calls `onCode` when a keyboard-wedge scanner types a code ending in Enter while no text field has focus. */
export function useKeyboardWedge(onCode: (code: string) => void): void {
  const latestOnCode = useRef(onCode);
  latestOnCode.current = onCode;
  useEffect(() => {
    let buffer = '';
    let lastKeyAt = 0;
    function onKeyDown(event: KeyboardEvent): void {
      if (isTextEntry(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.timeStamp - lastKeyAt > MAX_KEY_GAP_MS) buffer = '';
      lastKeyAt = event.timeStamp;
      if (event.key === 'Enter') {
        if (buffer.length >= MIN_CODE_LENGTH) {
          // Otherwise Enter would also press whatever button has focus.
          event.preventDefault();
          latestOnCode.current(buffer);
        }
        buffer = '';
      } else if (event.key.length === 1) {
        buffer += event.key;
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
