import { readXsrfCookie } from '../realtime';

/** A scan request that got no verdict: status 0 when the network failed or timed out. */
export class ScanRequestFailed extends Error {
  constructor(readonly status: number) {
    super(`Scan request failed (${status || 'network'})`);
  }
}

/**
 * The server refused this browser at the door: nobody signed in, the door invitation withdrawn or
 * expired, or the permission gone. Unlike a network failure, going offline cannot help: the scanner stops.
 */
export class DoorAccessEnded extends Error {
  constructor() {
    super('Access to this door has ended');
  }
}

/**
 * Whether an answer refuses this browser: 401 or 403, a redirect (to the login page, as an older server
 * or a page visit answers), or a success that is not JSON (that page, followed by something between).
 */
function refusesAccess(response: Response): boolean {
  if (response.status === 401 || response.status === 403) return true;
  if (response.type === 'opaqueredirect' || response.redirected) return true;
  const json = response.headers.get('Content-Type')?.includes('application/json') ?? false;
  return response.status >= 200 && response.status < 300 && !json;
}

/**
 * A request of the door's JSON API: rejects with `ScanRequestFailed(0)` when the network fails (or the
 * signal aborts it) and with `DoorAccessEnded` when the server refuses; any other answer (a 304
 * included) is the caller's to read.
 */
export async function doorFetch(
  url: string,
  { headers, ...init }: RequestInit & { headers?: Record<string, string>; signal: AbortSignal },
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      credentials: 'same-origin',
      // The door's API never redirects: a redirect is the server sending a refused browser to log in.
      redirect: 'manual',
      headers: { Accept: 'application/json', ...headers },
    });
  } catch {
    throw new ScanRequestFailed(0);
  }
  if (refusesAccess(response)) throw new DoorAccessEnded();
  return response;
}

/** Long enough for a slow phone network, short enough that the door does not wait: past it, the scan goes offline. */
const TIMEOUT_MS = 5000;

/** POSTs JSON to the scan API with the CSRF header, as the Inertia client would for a form. */
export async function postJson<Answer>(url: string, body: unknown): Promise<Answer> {
  const response = await doorFetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': readXsrfCookie() ?? '' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new ScanRequestFailed(response.status);
  try {
    return (await response.json()) as Answer;
  } catch {
    // The answer broke off on its way: as if the network had failed.
    throw new ScanRequestFailed(0);
  }
}
