import cluster, { type Worker } from 'node:cluster';
import { isWriteMessage, type WriteMessage } from './write-messages.js';

// A worker that has just exited is dropped on its `exit`; a message to it meanwhile is lost, not an error.
const tell = (worker: Worker, message: WriteMessage) => worker.send(message, undefined, () => {});

interface Relay {
  writer: Worker;
  request: number;
  /** Ids of the workers that have not yet advanced their version. */
  waitingFor: Set<number>;
  giveUp: NodeJS.Timeout;
}

/**
 * How long a writer waits for the other workers at most. A worker that neither answers nor exits (its
 * event loop stuck) would otherwise hold every write's response for good; the write is committed
 * already, and that worker serves nothing meanwhile.
 */
export const RELAY_TIMEOUT_MS = 2_000;

/**
 * The primary's part in sharing write versions (see clusterVersions): passes each write to every other
 * worker that serves requests and answers the writer once all of them advanced. A worker still starting
 * has kept nothing yet (and may not listen to messages yet); one that exits is no longer waited for,
 * nor one that has not answered within `timeoutMs`.
 */
export function relayWrites(timeoutMs = RELAY_TIMEOUT_MS): void {
  const relays = new Map<string, Relay>();
  const serving = new Set<Worker>();
  cluster.on('listening', (worker) => serving.add(worker));
  let count = 0;
  const answerWhenDone = (id: string, relay: Relay) => {
    if (relay.waitingFor.size > 0) return;
    clearTimeout(relay.giveUp);
    relays.delete(id);
    tell(relay.writer, { type: 'agora:seen', request: relay.request });
  };
  cluster.on('message', (worker, message: unknown) => {
    if (!isWriteMessage(message)) return;
    if (message.type === 'agora:wrote') {
      const others = [...serving].filter((other) => other !== worker);
      const id = String((count += 1));
      const waitingFor = new Set(others.map(({ id }) => id));
      const giveUp = setTimeout(() => {
        waitingFor.clear();
        answerWhenDone(id, relay);
      }, timeoutMs).unref();
      const relay: Relay = { writer: worker, request: message.request, waitingFor, giveUp };
      relays.set(id, relay);
      for (const other of others) tell(other, { type: 'agora:advance', kind: message.kind, relay: id });
      answerWhenDone(id, relay);
    } else if (message.type === 'agora:advanced') {
      const relay = relays.get(message.relay);
      relay?.waitingFor.delete(worker.id);
      if (relay) answerWhenDone(message.relay, relay);
    }
  });
  cluster.on('exit', (worker) => {
    serving.delete(worker);
    for (const [id, relay] of relays) {
      relay.waitingFor.delete(worker.id);
      answerWhenDone(id, relay);
    }
  });
}
