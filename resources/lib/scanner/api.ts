import { readXsrfCookie } from '../realtime';

/** A scan request that got no verdict: status 0 when the network failed or timed out. */
export class ScanRequestFailed extends Error {
  constructor(readonly status: number) {
    super(`Scan request failed (${status || 'network'})`);
  }
}

/** Long enough for a slow phone network, short enough that the door does not wait: past it, the scan goes offline. */
const TIMEOUT_MS = 5000;

/** POSTs JSON to the scan API with the CSRF header, as the Inertia client would for a form. */
export async function postJson<Answer>(url: string, body: unknown): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'X-XSRF-TOKEN': readXsrfCookie() ?? '',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new ScanRequestFailed(0);
  }
  if (!response.ok) throw new ScanRequestFailed(response.status);
  return (await response.json()) as Answer;
}
