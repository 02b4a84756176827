import { processVersions, type WriteVersions } from '../content/write-versions.js';
import type { WriteKind } from '../db/content-writes.js';
import { readAfterWrite } from '../db/read-after-write.js';
import { isWriteMessage, type WriteMessage } from './write-messages.js';

const send = (message: WriteMessage, failed: () => void = () => {}) =>
  process.send!(message, undefined, {}, (error: Error | null) => {
    if (error) failed();
  });

/**
 * The write versions of a cluster worker without Redis: kept in the worker, and advanced in every
 * worker before a committed write's announcement ends, so the next read in any worker, after the
 * response to the write, sees it. Writers who commit while a relay of their kind is under way share
 * the next one: a busy door sends one relay per round trip, not one per scan.
 */
export function clusterVersions(): WriteVersions {
  const versions = processVersions();
  const unanswered = new Map<number, () => void>();
  let requests = 0;
  process.on('message', (message: unknown) => {
    if (!isWriteMessage(message)) return;
    if (message.type === 'agora:advance') {
      void versions.advance(message.kind, true).then(() => send({ type: 'agora:advanced', relay: message.relay }));
    } else if (message.type === 'agora:seen') {
      unanswered.get(message.request)?.();
      unanswered.delete(message.request);
    }
  });
  const relay = (kind: WriteKind) =>
    new Promise<void>((resolve) => {
      const request = (requests += 1);
      unanswered.set(request, resolve);
      // Without the primary, this worker is on its way out and no other worker is left to tell.
      send({ type: 'agora:wrote', kind, request }, () => {
        unanswered.delete(request);
        resolve();
      });
    });
  const relays = readAfterWrite<void>();
  return {
    current: () => versions.current(),
    async advance(kind, committed) {
      await versions.advance(kind, committed);
      if (committed) await relays.read(kind, () => relay(kind));
    },
  };
}
