import { inertiaHeaders } from '../../tests/support/inertia-request.js';
import { benchAssets } from './assets.js';

/** The headers the Inertia client sends when it navigates, with the current asset version. */
export const inertiaVisit = (): Record<string, string> => inertiaHeaders({ version: benchAssets().version });

/**
 * The cookies a browser holds after its first page, as one Cookie header. Visits after the first
 * carry them; without them every request would start (and store) a new session.
 */
export async function browserCookies(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/`);
  await response.arrayBuffer();
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
