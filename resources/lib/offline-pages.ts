// Pages that open without a network (SPEC §11 for the scanner, issue 16 for a member's ticket): the
// service worker (resources/offline-sw.ts) keeps them and the built files they load. It is built beside
// the app at a fixed address and allowed to serve the whole site; each use registers it for its scope.
import type { ForgetMessage, KeepMessage } from './offline-protocol';

const WORKER_URL = '/build/offline-sw.js';
/** The scanner and the admin home it starts from; a member's tickets. */
export type OfflineScope = '/admin' | '/tickets';
const SCOPES: readonly OfflineScope[] = ['/admin', '/tickets'];

/**
 * Registers the worker for the scope and has it keep this page, the scope's start page and every built
 * file this page loaded, so a reload without a network finds them all. Resolves to whether this page
 * was kept; false where service workers are unavailable (plain HTTP on another host, or the development
 * server, which builds nothing at a fixed address).
 */
export async function keepForOffline(scope: OfflineScope, startPage: string | null = null): Promise<boolean> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return false;
  try {
    const registration = await navigator.serviceWorker.register(WORKER_URL, { scope });
    const worker = registration.active ?? (await activated(registration));
    const built = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.startsWith('/build/assets/'))
      .map((url) => url.pathname);
    const urls = [location.pathname, ...(startPage ? [startPage] : []), ...new Set(built)];
    const message: KeepMessage = { type: 'keep', urls };
    const answer = new MessageChannel();
    const kept = new Promise<boolean>((resolve) => {
      answer.port1.onmessage = (reply: MessageEvent<{ kept: boolean }>) => resolve(reply.data.kept);
    });
    worker.postMessage(message, [answer.port2]);
    return await kept;
  } catch {
    return false;
  }
}

/** The registration's worker once it is active (a first registration installs it first). */
function activated(registration: ServiceWorkerRegistration): Promise<ServiceWorker> {
  return new Promise((resolve, reject) => {
    const worker = registration.installing ?? registration.waiting;
    if (!worker) return reject(new Error('No service worker to wait for'));
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') resolve(worker);
      if (worker.state === 'redundant') reject(new Error('The service worker was replaced'));
    });
  });
}

async function tellWorkers(message: ForgetMessage): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registrations = await Promise.all(SCOPES.map((scope) => navigator.serviceWorker.getRegistration(scope)));
  for (const registration of registrations) registration?.active?.postMessage(message);
}

/** Has the worker forget the cached scanner page of an event whose door list was wiped. */
export const forgetCachedScanner = (eventId: number): Promise<void> =>
  tellWorkers({ type: 'forget', path: `/admin/events/${eventId}/scanner` });

/** Signed out: nothing of the member's stays to be opened offline on this device. */
export const forgetOfflinePages = (): Promise<void> => tellWorkers({ type: 'forget', path: null });
