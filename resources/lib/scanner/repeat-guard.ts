/** A code read again this soon is the same ticket still in front of the camera, not a new scan. */
export const REPEAT_WINDOW_MS = 3000;

/** Returns a check that says whether a code should be ignored because it was just scanned. */
export function createRepeatGuard(now: () => number = Date.now, windowMs = REPEAT_WINDOW_MS) {
  let last: { code: string; at: number } | null = null;
  return function isRepeat(code: string): boolean {
    const at = now();
    if (last && last.code === code && at - last.at < windowMs) return true;
    last = { code, at };
    return false;
  };
}
