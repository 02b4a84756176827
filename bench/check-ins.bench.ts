// The door under load: 50 scanners checking in distinct tickets of a 10,000-ticket event through the real
// scan endpoint, then the time from a check-in to its broadcast reaching 500 admin pages' sockets.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { io, type Socket } from 'socket.io-client';
import type { AttendeeChange } from '../common/types/event-admin.js';
import type { DoorDirection, DoorList, ScanResponse } from '../common/types/scanner.js';
import { channelName } from '../common/realtime/channels.js';
import { TICKET_EVENTS, type BroadcastMessage } from '../common/realtime/protocol.js';
import { withChild, type RunningChild } from './support/child-process.js';
import { DOOR_SCANNERS, DOOR_TICKETS, LOOP_DELAY, type DoorSite, type LoopDelay } from './support/door.js';
import type { Row } from './support/report.js';
import { signIn, type SignedInClient } from './support/signed-in-client.js';
import { percentile, summarise } from './support/stats.js';
import { runIfMain, type Suite } from './support/suite.js';
import { servedBy } from './support/workers.js';

const DOOR_SITE = path.resolve('bench/support/door-site.ts');
const SOCKETS = 500;
/** Tickets kept for the broadcast measurement; the scanners check in the others. */
const FANOUT_SCANS = 500;
const WARMUP_SCANS = 250;
const ARRIVAL_TIMEOUT_MS = 10_000;
/** Tickets let out again in exit mode (of those the entry run let in). */
const EXIT_SCANS = 3_000;
/** Tickets let in by scanners at a door's pace rather than flat out (after the flat-out entry run's). */
const PACED_SCANS = 4_000;
/** Each scanner's pace: 50 scanners each every 100 ms offer the door the goal's 500 scans/s. */
const PACE_MS = 100;

async function scan(
  client: SignedInClient,
  eventId: number,
  code: string,
  direction: DoorDirection = 'entry',
): Promise<ScanResponse> {
  // Each with its own client scan id, as the scanner page sends every scan (it answers a scan sent again).
  const response = await client.postJson(`/admin/events/${eventId}/scans`, {
    code,
    direction,
    clientScanId: randomUUID(),
  });
  if (response.status !== 200) throw new Error(`Scan answered ${response.status}: ${response.body}`);
  const body = JSON.parse(response.body) as ScanResponse;
  if (body.verdict.outcome !== 'valid') throw new Error(`A fresh ticket was judged ${body.verdict.outcome}`);
  return body;
}

/**
 * Every scanner takes the next unscanned code until none is left; each scan is timed. Flat out, a scanner
 * sends its next scan as soon as the last is answered. At a pace, each sends one every `paceMs`, the
 * scanners' schedules spread over that interval; a scan is timed from when it was due, so an answer
 * that comes late is charged to the scans queued behind it too (a closed loop would hide them).
 */
async function scanConcurrently(
  site: DoorSite,
  scanners: SignedInClient[],
  codes: string[],
  direction: DoorDirection,
  paceMs?: number,
): Promise<{ durations: number[]; elapsedMs: number }> {
  let next = 0;
  const durations: number[] = [];
  const started = performance.now();
  await Promise.all(
    scanners.map(async (scanner, scannerIndex) => {
      let due = paceMs === undefined ? 0 : started + (scannerIndex * paceMs) / scanners.length;
      for (let index = next++; index < codes.length; index = next++) {
        if (paceMs === undefined) due = performance.now();
        else await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
        await scan(scanner, site.eventId, codes[index]!, direction);
        durations.push(performance.now() - due);
        if (paceMs !== undefined) due += paceMs;
      }
    }),
  );
  return { durations, elapsedMs: performance.now() - started };
}

/** Scans answered per second after a warm-up, and the server's event-loop delay while they were. */
async function doorThroughput(
  door: RunningChild<DoorSite>,
  scanners: SignedInClient[],
  codes: string[],
  direction: DoorDirection,
  paceMs?: number,
): Promise<{ row: Row; loopDelay: string }> {
  const site = door.value;
  await scanConcurrently(site, scanners, codes.slice(0, WARMUP_SCANS), direction, paceMs);
  await door.ask(LOOP_DELAY.reset);
  const generatorCpu = process.cpuUsage();
  const { durations, elapsedMs } = await scanConcurrently(site, scanners, codes.slice(WARMUP_SCANS), direction, paceMs);
  const { user, system } = process.cpuUsage(generatorCpu);
  const delays = await door.ask<LoopDelay[]>(LOOP_DELAY.read);
  const perWorker = ({ p50, p99, max, gc }: LoopDelay, index: number) =>
    `${delays.length > 1 ? `worker ${index + 1} ` : ''}p50 ${p50} ms, p99 ${p99} ms, max ${max} ms ` +
    `(GC: ${gc.minor} scavenges, ${gc.minorMs} ms; ${gc.major} mark-compacts, ${gc.majorMs} ms)`;
  const timing = summarise(durations, elapsedMs);
  const perScan = (ms: number) => `${Math.round((1000 * ms) / timing.count).toLocaleString('en-US')} µs`;
  const sum = (figure: 'busyMs' | 'cpuMs') => delays.reduce((total, delay) => total + delay[figure], 0);
  // The load generator shares the machine's cores: what it spends, the server cannot.
  const perScanFigures =
    `per scan, the event loop busy ${perScan(sum('busyMs'))}, ` +
    `${delays.length > 1 ? "the workers'" : "the server's"} CPU ${perScan(sum('cpuMs'))}, ` +
    `the load generator's CPU ${perScan((user + system) / 1000)}`;
  const mode = paceMs === undefined ? 'flat out' : `each every ${paceMs} ms`;
  return {
    row: {
      name: `POST /admin/events/:id/scans (${direction}), ${scanners.length} scanners ${mode}, ${timing.count.toLocaleString('en-US')} valid scans`,
      ...timing,
    },
    loopDelay: `${direction} ${mode}: ${delays.map(perWorker).join('; ')}; ${perScanFigures}`,
  };
}

const DOOR_LIST_FETCHES = 20;

/** The door list of the whole event, fetched as a scanner does (gzip accepted), one request at a time. */
async function doorListFetches(site: DoorSite, scanner: SignedInClient): Promise<{ row: Row; notes: string[] }> {
  const durations: number[] = [];
  let jsonBytes = 0;
  let gzipBytes = 0;
  let entries = 0;
  let etag = '';
  const started = performance.now();
  for (let fetchNumber = 0; fetchNumber < DOOR_LIST_FETCHES; fetchNumber += 1) {
    const begin = performance.now();
    const response = await scanner.get(`/admin/events/${site.eventId}/door-list`, { 'Accept-Encoding': 'gzip' });
    if (response.status !== 200) throw new Error(`The door list answered ${response.status}`);
    etag = response.headers.get('etag') ?? '';
    const text = await response.text();
    durations.push(performance.now() - begin);
    jsonBytes = Buffer.byteLength(text);
    gzipBytes = gzipSync(text).length;
    entries = (JSON.parse(text) as DoorList).entries.length;
  }
  const elapsedMs = performance.now() - started;
  const unchanged = await scanner.get(`/admin/events/${site.eventId}/door-list`, { 'If-None-Match': etag });
  await unchanged.arrayBuffer();
  return {
    row: {
      name: `GET /admin/events/:id/door-list, ${entries.toLocaleString('en-US')} tickets, one at a time`,
      ...summarise(durations, elapsedMs),
    },
    notes: [
      `Door list: ${(jsonBytes / 1024).toFixed(0)} kB of JSON, ${(gzipBytes / 1024).toFixed(0)} kB gzip on the wire (compressed as the server does, level 6); a refresh with its ETag answers ${unchanged.status}.`,
    ],
  };
}

/** A socket subscribed to `admin.event.{id}` the way the admin page is: connect, then POST /broadcasting/auth with its id. */
async function adminPageSocket(site: DoorSite, manager: SignedInClient): Promise<Socket> {
  const socket = io(site.url, { transports: ['websocket'], forceNew: true, reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const auth = await manager.postForm('/broadcasting/auth', {
    socket_id: socket.id!,
    channel_name: channelName.adminEvent(site.eventId),
  });
  if (auth.status !== 200) throw new Error(`/broadcasting/auth answered ${auth.status}`);
  await auth.arrayBuffer();
  return socket;
}

interface FanOut {
  delays: number[];
  delivered: number;
  expected: number;
  elapsedMs: number;
}

/**
 * One check-in at a time; each waits until every socket got its TicketCheckedIn. The delay is the
 * arrival time minus the check-in time the server recorded (same machine, same clock).
 */
async function broadcastDelays(
  site: DoorSite,
  scanners: SignedInClient[],
  sockets: Socket[],
  codes: string[],
): Promise<FanOut> {
  const delays: number[] = [];
  // Keyed by attendee name: every bench attendee has a distinct one, and the scan answer carries it.
  const waiting = new Map<string, { left: number; done: () => void }>();
  const early = new Map<string, number>();
  const channel = channelName.adminEvent(site.eventId);
  for (const socket of sockets) {
    socket.on('broadcast', (message: BroadcastMessage) => {
      if (message.channel !== channel || message.event !== TICKET_EVENTS.checkedIn) return;
      const { attendee } = message.payload as AttendeeChange;
      delays.push(Date.now() - Date.parse(attendee.checkedInAt!));
      const wait = waiting.get(attendee.name);
      if (!wait) return void early.set(attendee.name, (early.get(attendee.name) ?? 0) + 1);
      wait.left -= 1;
      if (wait.left === 0) wait.done();
    });
  }
  const started = performance.now();
  for (const [index, code] of codes.entries()) {
    let done = () => {};
    const arrived = new Promise<void>((resolve) => (done = resolve));
    // Taken in turn by the door staff: one member scanning 500 codes in seconds is what the scan limit stops.
    const { verdict } = await scan(scanners[index % scanners.length]!, site.eventId, code);
    const name = verdict.outcome === 'valid' ? verdict.attendeeName : '';
    const left = sockets.length - (early.get(name) ?? 0);
    if (left > 0) {
      waiting.set(name, { left, done });
      await Promise.race([arrived, new Promise((resolve) => setTimeout(resolve, ARRIVAL_TIMEOUT_MS))]);
    }
  }
  return {
    delays,
    delivered: delays.length,
    expected: codes.length * sockets.length,
    elapsedMs: performance.now() - started,
  };
}

const suite: Suite = {
  name: 'Check-ins: scans at the door and their broadcast to open admin pages',
  inDefaultRun: true,
  served: true,
  async run() {
    return withChild<DoorSite, Awaited<ReturnType<Suite['run']>>>(DOOR_SITE, [], async (site, door) => {
      const scanners = await Promise.all(site.scanners.map((email) => signIn(site.url, email, site.password)));
      const manager = await signIn(site.url, site.manager, site.password);
      const admitted = site.codes.slice(0, DOOR_TICKETS - FANOUT_SCANS - PACED_SCANS);
      const entries = await doorThroughput(door, scanners, admitted, 'entry');
      const exits = await doorThroughput(door, scanners, admitted.slice(0, EXIT_SCANS), 'exit');
      const paced = await doorThroughput(
        door,
        scanners,
        site.codes.slice(admitted.length, admitted.length + PACED_SCANS),
        'entry',
        PACE_MS,
      );
      const list = await doorListFetches(site, scanners[0]!);

      const sockets: Socket[] = [];
      // Spread over the door staff, as real open pages are: one member joining 500 channels in a minute
      // is what the /broadcasting/auth rate limit (60 a minute per member) is there to stop.
      const members = [manager, ...scanners];
      for (let index = 0; index < SOCKETS; index += 1)
        sockets.push(await adminPageSocket(site, members[index % members.length]!));
      const fanOut = await broadcastDelays(site, scanners, sockets, site.codes.slice(DOOR_TICKETS - FANOUT_SCANS));
      for (const socket of sockets) socket.disconnect();

      const sorted = [...fanOut.delays].sort((a, b) => a - b);
      const fanOutRow: Row = {
        name: `check-in → TicketCheckedIn on ${SOCKETS} sockets (admin.event.{id}), ${FANOUT_SCANS} check-ins one at a time`,
        perSecond: (1000 * fanOut.delivered) / fanOut.elapsedMs,
        p50Ms: percentile(sorted, 0.5),
        p99Ms: percentile(sorted, 0.99),
      };
      return [
        {
          title: `${DOOR_TICKETS.toLocaleString('en-US')} tickets, ${DOOR_SCANNERS} signed-in door staff (tickets.scan, CSRF token), distinct codes; server in a child process, ${servedBy(site.workers)}`,
          unit: 'ops/s',
          rows: [entries.row, exits.row, paced.row, list.row],
          notes: [
            `Scans answered per second; latency per scan request, seen by the scanner. The first ${WARMUP_SCANS} scans of each run warm up and are not counted. Exit mode lets out ${EXIT_SCANS.toLocaleString('en-US')} of those let in.`,
            `Flat out, a scanner sends its next scan when the last is answered: the door's capacity, and a latency that is the queue of ${scanners.length} scans (the mean is ${scanners.length} ÷ scans/s). At a pace, ${scanners.length} scanners each every ${PACE_MS} ms offer ${Math.round((1000 * scanners.length) / PACE_MS)} scans/s (the goal's rate), and each scan is timed from when it was due.`,
            `The server's event-loop delay while it answered them (goal p99 < 20 ms): ${entries.loopDelay}; ${exits.loopDelay}; ${paced.loopDelay}.`,
            ...list.notes,
          ],
        },
        {
          title: `Broadcast delay: ${SOCKETS} Socket.IO clients, each joined to admin.event.{id} through POST /broadcasting/auth; ${servedBy(site.workers)}`,
          unit: 'ops/s',
          rows: [fanOutRow],
          notes: [
            `ops/s: messages delivered per second. p50/p99: delay from the check-in time the server recorded to arrival. max ${percentile(sorted, 1)} ms.`,
            `Delivered ${fanOut.delivered.toLocaleString('en-US')} of ${fanOut.expected.toLocaleString('en-US')}. The clients share one process (the bench's), so the delay includes that process reading 500 sockets.`,
          ],
        },
      ];
    });
  },
};

export default suite;
await runIfMain(import.meta.url, suite);
