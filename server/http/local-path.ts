/**
 * The path itself when it stays on this site, otherwise undefined. A browser reads `//host/x` and
 * `/\host` (backslashes count as slashes) as another site, and drops tabs and newlines before it
 * does, so only a single slash followed by something else is a local path.
 */
export function localPath(path: string | undefined): string | undefined {
  if (!path || !/^\/(?![/\\])/.test(path)) return undefined;
  return /[\u0000-\u001f\u007f]/.test(path) ? undefined : path;
}
