// The scanner's application shell in the service worker's cache (resources/scanner-sw.ts), so the page
// opens with no network (SPEC §11). The worker itself is built beside the app at a fixed address.
import type { ForgetMessage, KeepMessage } from './shell-protocol';

const WORKER_URL = '/build/scanner-sw.js';
const WORKER_SCOPE = '/admin';

/**
 * Registers the worker and has it keep this page and every built file it loaded, so a reload without
 * a network finds them all. Resolves once they are kept; false where service workers are unavailable
 * (plain HTTP on another host, or the development server, which builds nothing at a fixed address).
 */
export async function keepScannerShell(): Promise<boolean> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return false;
  try {
    await navigator.serviceWorker.register(WORKER_URL, { scope: WORKER_SCOPE });
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (!worker) return false;
    const built = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.startsWith('/build/assets/'))
      .map((url) => url.pathname);
    const message: KeepMessage = { type: 'keep', urls: [location.pathname, WORKER_SCOPE, ...new Set(built)] };
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

/** Has the worker forget the cached scanner page of an event whose door list was wiped. */
export async function forgetCachedScanner(eventId: number): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration(WORKER_SCOPE);
  const message: ForgetMessage = { type: 'forget', path: `/admin/events/${eventId}/scanner` };
  registration?.active?.postMessage(message);
}
