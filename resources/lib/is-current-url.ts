/** True when `pageUrl` is `href` or a page below it (`/events/x` is under `/events`, `/` only matches itself). */
export function isCurrentUrl(pageUrl: string, href: string): boolean {
  const path = pageUrl.split(/[?#]/)[0] ?? '';
  if (href === '/') return path === '/';
  return path === href || path.startsWith(`${href}/`);
}
