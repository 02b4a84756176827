// A signed-in browser session for the bench: its cookies and its CSRF token. Pages come over fetch; the
// door's JSON posts over node:http (json-poster.ts), which costs the load generator far less CPU.
import { jsonPoster, type JsonAnswer } from './json-poster.js';

export interface SignedInClient {
  cookie: string;
  xsrfToken: string;
  /** A JSON POST as the site's own client sends it (session cookie, X-XSRF-TOKEN), over a kept-alive connection. */
  postJson(path: string, body: unknown): Promise<JsonAnswer>;
  postForm(path: string, fields: Record<string, string>): Promise<Response>;
  /** A GET with the session, asking for JSON; `headers` adds e.g. Accept-Encoding or If-None-Match. */
  get(path: string, headers?: Record<string, string>): Promise<Response>;
}

function mergeCookies(jar: Map<string, string>, response: Response): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair!.indexOf('=');
    jar.set(pair!.slice(0, at), pair!.slice(at + 1));
  }
}

/** Logs in through the real login form (GET /login, POST /login, then the page it leads to, which renews the CSRF token). */
export async function signIn(baseUrl: string, email: string, password: string): Promise<SignedInClient> {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const xsrf = () => decodeURIComponent(jar.get('XSRF-TOKEN') ?? '');
  const send = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${baseUrl}${path}`, {
      ...init,
      redirect: 'manual',
      headers: { Cookie: cookie(), 'X-XSRF-TOKEN': xsrf(), ...init.headers },
    });
    mergeCookies(jar, response);
    return response;
  };
  await (await send('/login')).arrayBuffer();
  const login = await send('/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  await login.arrayBuffer();
  const next = login.headers.get('location');
  if (!next || next.includes('/login')) throw new Error(`Logging in ${email} failed (${login.status})`);
  await (await send(next)).arrayBuffer();
  const post = jsonPoster(baseUrl);
  return {
    get cookie() {
      return cookie();
    },
    get xsrfToken() {
      return xsrf();
    },
    get: (path, headers = {}) => send(path, { headers: { Accept: 'application/json', ...headers } }),
    postJson: (path, body) => post(path, { Cookie: cookie(), 'X-XSRF-TOKEN': xsrf() }, body),
    postForm: (path, fields) =>
      send(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: new URLSearchParams(fields).toString(),
      }),
  };
}
