// The offline service worker: keeps the scanner pages (SPEC §11) and a member's ticket pages (issue 16)
// with the built files they load, so they open with no network. Pages are fetched from the network
// first (fresh props when online), built files from the cache first (their names change with their
// content). Nothing else is touched: the scan API, the door list and every other page go to the
// network as if there were no worker.
import type { OfflineMessage } from './lib/offline-protocol';

/** The cache holding the kept pages and built files. */
const OFFLINE_CACHE = 'agora-offline';
/** Pages answered from the cache when the network is gone: the scanners, the admin home, tickets. */
const OFFLINE_PAGE = /^\/(admin(\/events\/\d+\/scanner)?|tickets\/\d+)$/;

// The project compiles against the DOM library, whose types clash with the web worker library's; these
// are the few worker types this file uses.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
  ports: readonly MessagePort[];
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

const isOfflineMessage = (data: unknown): data is OfflineMessage =>
  typeof data === 'object' && data !== null && ['keep', 'forget'].includes((data as OfflineMessage).type);

async function keep(urls: readonly string[]): Promise<boolean> {
  const cache = await caches.open(OFFLINE_CACHE);
  const results = await Promise.all(
    urls.map(async (url) => {
      try {
        const response = await fetch(url, { credentials: 'same-origin' });
        // A page that sent us to the login is not a page to open offline.
        if (!response.ok || response.redirected) return false;
        await cache.put(url, response);
        return true;
      } catch {
        return false;
      }
    }),
  );
  return results[0] === true;
}

async function networkFirst(request: Request, path: string): Promise<Response> {
  const cache = await caches.open(OFFLINE_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && !response.redirected) await cache.put(path, response.clone());
    return response;
  } catch {
    return (await cache.match(path)) ?? Response.error();
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(OFFLINE_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()));
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));

worker.addEventListener('message', (event) => {
  const message = event.data;
  if (!isOfflineMessage(message)) return;
  if (message.type === 'forget') {
    const { path } = message;
    event.waitUntil(
      path === null ? caches.delete(OFFLINE_CACHE) : caches.open(OFFLINE_CACHE).then((cache) => cache.delete(path)),
    );
    return;
  }
  const [port] = event.ports;
  event.waitUntil(keep(message.urls).then((kept) => port?.postMessage({ kept })));
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== worker.location.origin) return;
  if (request.mode === 'navigate' && OFFLINE_PAGE.test(url.pathname))
    event.respondWith(networkFirst(request, url.pathname));
  else if (url.pathname.startsWith('/build/assets/')) event.respondWith(cacheFirst(request));
});
