// The door site's event-loop delay, measured in each process that serves it, and asked of a cluster's
// workers by their primary.
import cluster, { type Worker } from 'node:cluster';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { LOOP_DELAY, type LoopDelay } from './door.js';
import { gcPauseCounter } from './gc-pauses.js';

type Answer = (question: string) => LoopDelay[] | null;

/** How often the monitor's timer asks; its histogram holds the time between two asks, this included. */
const SAMPLING_MS = 10;

/**
 * Answers LOOP_DELAY's questions about this process since the last reset: its delay, how long its loop was
 * busy, the CPU time of all its threads, and its collections. The histogram records the time from one
 * timer to the next, so an idle process reads 10 ms (measured here: p50 10.1): the delay is what exceeds
 * the sampling interval.
 */
export function loopDelayMonitor(): Answer {
  const histogram = monitorEventLoopDelay({ resolution: SAMPLING_MS });
  histogram.enable();
  const gc = gcPauseCounter();
  let since = performance.eventLoopUtilization();
  let cpuSince = process.cpuUsage();
  const inMs = (nanoseconds: number) => Math.max(0, Math.round(nanoseconds / 1e5 - SAMPLING_MS * 10) / 10);
  return (question) => {
    if (question === LOOP_DELAY.reset) {
      histogram.reset();
      gc.reset();
      since = performance.eventLoopUtilization();
      cpuSince = process.cpuUsage();
    } else if (question !== LOOP_DELAY.read) return null;
    const delay = {
      p50: inMs(histogram.percentile(50)),
      p99: inMs(histogram.percentile(99)),
      max: inMs(histogram.max),
    };
    const busyMs = Math.round(performance.eventLoopUtilization(since).active);
    const cpu = process.cpuUsage(cpuSince);
    return [{ ...delay, busyMs, cpuMs: Math.round((cpu.user + cpu.system) / 1000), gc: gc.read() }];
  };
}

interface LoopDelayReply {
  loopDelay: LoopDelay[] | null;
}
const isReply = (message: unknown): message is LoopDelayReply =>
  typeof message === 'object' && message !== null && 'loopDelay' in message;

/** In a worker: answers the primary's questions with its own monitor. */
export function answerLoopDelayToPrimary(answer: Answer): void {
  process.on('message', (message: unknown) => {
    if (typeof message === 'object' && message !== null && 'askLoopDelay' in message) {
      const reply: LoopDelayReply = { loopDelay: answer(String(message.askLoopDelay)) };
      process.send!(reply);
    }
  });
}

function ask(worker: Worker, question: string): Promise<LoopDelay[]> {
  return new Promise((resolve) => {
    const listen = (message: unknown) => {
      if (!isReply(message)) return;
      worker.off('message', listen);
      resolve(message.loopDelay ?? []);
    };
    worker.on('message', listen);
    worker.send({ askLoopDelay: question });
  });
}

/** In the primary: every worker's answer, one delay per worker. */
export async function askWorkersLoopDelay(question: string): Promise<LoopDelay[]> {
  const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
  return (await Promise.all(workers.map((worker) => ask(worker, question)))).flat();
}
