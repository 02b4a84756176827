// The check-in bench's site, as its child process (door-site.ts) reports it to the bench.
import type { GcPauses } from './gc-pauses.js';

export const DOOR_TICKETS = 10_000;
export const DOOR_SCANNERS = 50;

export interface DoorSite {
  url: string;
  /** Processes serving it (WEB_CONCURRENCY). */
  workers: number;
  eventId: number;
  /** Every ticket's signed code. */
  codes: string[];
  /** E-mail addresses of the door staff (tickets.scan). */
  scanners: string[];
  /** An event manager, whose session authorises the admin page sockets. */
  manager: string;
  password: string;
}

/** Questions the door site answers while it runs: the event loop's delay since the last reset, one per worker. */
export const LOOP_DELAY = { reset: 'loop delay: reset', read: 'loop delay: read' } as const;

/**
 * The server's event-loop delay in ms: what `monitorEventLoopDelay` measured beyond its sampling interval;
 * the time its loop was busy (not waiting for I/O); its CPU time; and the garbage collections that paused
 * it meanwhile.
 */
export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
  busyMs: number;
  /** CPU time of the whole process: its event loop, the thread pool, the garbage collector's helpers. */
  cpuMs: number;
  gc: GcPauses;
}
