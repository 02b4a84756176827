import { useCallback, useEffect, useRef, useState } from 'react';
import { channelName } from '../../common/realtime/channels';
import { DOOR_CONFLICT_EVENT, TICKET_EVENTS } from '../../common/realtime/protocol';
import { parseTicketCode } from '../../common/ticket-code';
import { parseReference } from '../../common/ticket-reference';
import { routes } from '../lib/routes';
import { DoorAccessEnded, postJson, ScanRequestFailed } from '../lib/scanner/api';
import { wipeDoor } from '../lib/scanner/door-list-store';
import { giveFeedback } from '../lib/scanner/feedback';
import { judgeOffline, judgeReferenceOffline, type OfflineJudgement } from '../lib/scanner/offline-check';
import { hashScannedCode } from '../lib/scanner/door-list-hash';
import { ownAdmissions, queuedScans, queueScan, removeScans, wasAcceptedHere } from '../lib/scanner/offline-queue';
import { preferences } from '../lib/scanner/preferences';
import { createRepeatGuard } from '../lib/scanner/repeat-guard';
import {
  entryFromServer,
  failureOf,
  judgedDifferently,
  markUndone,
  newScanId,
  toneOf,
  type ScanEntry,
} from '../lib/scanner/scan-results';
import {
  MAX_SCANNED_TEXT,
  MAX_SYNC_BATCH,
  type DoorConflict,
  type DoorConflictsFound,
  type DoorDirection,
  type DoorFigures,
  type ScannerPageProps,
  type ScanResponse,
  type ScanVerdict,
  type SyncResponse,
} from '../../common/types/scanner';
import type { AttendeeChange } from '../../common/types/event-admin';
import type { EventCounters } from '../../common/types/tickets';
import { useBrowserOnline } from './use-browser-online';
import { useChannel } from './use-channel';
import { useDoorList } from './use-door-list';
import { useDoorState } from './use-door-state';

const RECENT_SHOWN = 20;
/** While scans wait offline, how often the scanner tries to reach the server again. */
const SYNC_RETRY_MS = 10_000;

/** An offline scan the server judged differently once it was reached. */
export interface SyncReport {
  id: string;
  scannedAt: string;
  judgement: OfflineJudgement;
  verdict: ScanVerdict;
}

/**
 * The door: every reader (camera, manual entry, keyboard wedge) calls `submitScan`. Online, the server
 * judges; offline (the browser says so, or a request fails), the code is judged here with the public
 * key and queued, and the queue is synced as soon as the server answers again. Once the server refuses
 * this browser (a door invitation withdrawn or expired, a session ended, the permission gone), the
 * scanner stops: no scan is judged here any more, and the event's door list, queue and offline
 * admissions are wiped from the device.
 */
export function useDoorScanner(
  {
    event,
    counters: initialCounters,
    publicKeyBase64Url,
    recentScans,
    door: initialFigures,
    volunteer,
  }: ScannerPageProps,
  muted: boolean,
) {
  const [current, setCurrent] = useState<ScanEntry | null>(null);
  const [recent, setRecent] = useState<ScanEntry[]>(() => recentScans.map((scan) => entryFromServer(scan)));
  const [counters, setCounters] = useState<EventCounters>(initialCounters);
  const [figures, setFigures] = useState<DoorFigures>(initialFigures);
  const [requestFailed, setRequestFailed] = useState(false);
  const [pending, setPending] = useState(0);
  const [reports, setReports] = useState<SyncReport[]>([]);
  const [conflicts, setConflicts] = useState<DoorConflict[]>([]);
  const [accessEnded, setAccessEnded] = useState(false);
  const accessEndedRef = useRef(false);
  const browserOnline = useBrowserOnline();
  const { state: doorState, learn: learnDoor } = useDoorState(event);
  const offline = !browserOnline || requestFailed;

  const endAccess = useCallback(async () => {
    if (accessEndedRef.current) return;
    accessEndedRef.current = true;
    setAccessEnded(true);
    await wipeDoor(event.id);
    setPending(0);
  }, [event.id]);

  const doorList = useDoorList(event.id, {
    online: !offline,
    ended: accessEnded,
    onAccessEnded: () => void endAccess(),
  });
  const listedRef = useRef(doorList);
  listedRef.current = doorList;
  // Once a request has failed, new scans go straight to the queue instead of waiting for a timeout
  // each; the next successful sync brings the scanner back online.
  const requestFailedRef = useRef(requestFailed);
  requestFailedRef.current = requestFailed;
  const isRepeat = useRef(createRepeatGuard()).current;
  const syncing = useRef(false);
  const mutedRef = useRef(muted);
  mutedRef.current = muted;
  const [direction, setDirection] = useState<DoorDirection>(() => preferences.direction());
  const [entrance, setEntrance] = useState(() => preferences.entrance());
  // Read by the scan callbacks, so changing the mode does not re-create them (the camera keeps running).
  const placeRef = useRef({ direction, entrance });
  placeRef.current = { direction, entrance };

  // The same code read again within 3 s: the verdict stays and the screen says so (SPEC: never silent).
  const [repeated, setRepeated] = useState(false);

  const show = useCallback((entry: ScanEntry) => {
    setRepeated(false);
    setCurrent(entry);
    setRecent((entries) => [entry, ...entries].slice(0, RECENT_SHOWN));
    giveFeedback(toneOf(entry.result), mutedRef.current);
  }, []);

  const showAccessEnded = useCallback(
    (id: string, at: string) =>
      show({ id, at, attendeeName: null, result: { kind: 'failed', reason: 'ended' }, verdict: null }),
    [show],
  );

  const refreshPending = useCallback(async () => setPending((await queuedScans(event.id)).length), [event.id]);

  /** Keeps the conflicts one of this device's offline admissions is part of, each once. */
  const takeConflicts = useCallback(
    async (found: readonly DoorConflict[]) => {
      if (found.length === 0) return;
      const own = await ownAdmissions(event.id);
      const ours = found.filter(({ admissions }) => admissions.some(({ clientScanId }) => own.has(clientScanId ?? '')));
      // Not by client scan ids: the door list and the staff's channel tell different ones of one conflict.
      const key = (conflict: DoorConflict) =>
        [conflict.ticketId, ...conflict.admissions.map(({ scannedAt }) => scannedAt)].join(' ');
      setConflicts((known) => {
        const seen = new Set(known.map(key));
        const added = ours.filter((conflict) => !seen.has(key(conflict)));
        return added.length > 0 ? [...added, ...known] : known;
      });
    },
    [event.id],
  );

  useEffect(() => {
    if (doorList.list) void takeConflicts(doorList.list.conflicts);
  }, [doorList.list, takeConflicts]);

  const sync = useCallback(async () => {
    if (syncing.current || accessEndedRef.current) return;
    syncing.current = true;
    try {
      for (let queue = await queuedScans(event.id); queue.length > 0; queue = queue.slice(MAX_SYNC_BATCH)) {
        const batch = queue.slice(0, MAX_SYNC_BATCH);
        const answer = await postJson<SyncResponse>(routes.admin.events.scansSync(event.id), {
          scans: batch.map(({ code, clientScanId, scannedAt, direction, entrance, judgement }) => ({
            code,
            clientScanId,
            scannedAt,
            direction,
            entrance: entrance || undefined,
            admitted: judgement === 'accepted',
          })),
        });
        const judged = new Map(answer.results.map((result) => [result.clientScanId, result]));
        const different = batch.flatMap((scan) => {
          const result = judged.get(scan.clientScanId);
          return result && judgedDifferently(scan.judgement, result.verdict)
            ? [{ id: scan.clientScanId, scannedAt: scan.scannedAt, judgement: scan.judgement, verdict: result.verdict }]
            : [];
        });
        setReports((earlier) => [...different, ...earlier]);
        setRecent((entries) =>
          entries.map((entry) => {
            const result = judged.get(entry.id);
            return result ? { ...entryFromServer(result.scan, result.verdict), id: entry.id } : entry;
          }),
        );
        setCounters(answer.counters);
        await takeConflicts(answer.conflicts);
        await removeScans(batch.map((scan) => scan.clientScanId));
      }
      setRequestFailed(false);
    } catch (error) {
      if (error instanceof DoorAccessEnded) await endAccess();
      if (error instanceof ScanRequestFailed && error.status === 0) setRequestFailed(true);
    } finally {
      syncing.current = false;
      await refreshPending();
    }
  }, [endAccess, event.id, refreshPending, takeConflicts]);

  const scanOffline = useCallback(
    async (code: string, clientScanId: string, scannedAt: string) => {
      const { direction, entrance } = placeRef.current;
      const reference = parseTicketCode(code) ? null : parseReference(code);
      const { byHash, byReference } = listedRef.current;
      const listed = (reference ? byReference.get(reference) : byHash.get(await hashScannedCode(code))) ?? null;
      const admittedAs = listed ? `ticket:${listed.ticketId}` : code;
      const facts = { direction, acceptedHere: await wasAcceptedHere(event.id, admittedAs), listed };
      const judgement = reference
        ? judgeReferenceOffline(facts)
        : judgeOffline(code, publicKeyBase64Url, event.id, facts);
      await queueScan({ clientScanId, eventId: event.id, code, scannedAt, judgement, direction, entrance }, admittedAs);
      show({
        id: clientScanId,
        at: scannedAt,
        attendeeName: listed?.name ?? null,
        result: { kind: 'offline', judgement, listed, direction },
        verdict: null,
      });
      await refreshPending();
    },
    [event.id, publicKeyBase64Url, refreshPending, show],
  );

  const submitScan = useCallback(
    async (text: string, { manual = false }: { manual?: boolean } = {}) => {
      // No ticket code comes near the limit: cutting a long text keeps it unknown, and a queued scan sendable.
      const code = text.trim().slice(0, MAX_SCANNED_TEXT);
      if (!code) return;
      // A code typed and sent by hand is always meant: only readers (camera, USB scanner) repeat themselves.
      if (isRepeat(code) && !manual) {
        setRepeated(true);
        return;
      }
      const clientScanId = newScanId();
      const scannedAt = new Date().toISOString();
      if (accessEndedRef.current) return showAccessEnded(clientScanId, scannedAt);
      if (!navigator.onLine || requestFailedRef.current) return scanOffline(code, clientScanId, scannedAt);
      try {
        const { direction, entrance } = placeRef.current;
        const answer = await postJson<ScanResponse>(routes.admin.events.scans(event.id), {
          code,
          clientScanId,
          direction,
          entrance: entrance || undefined,
        });
        setRequestFailed(false);
        setCounters(answer.counters);
        setFigures(answer.door);
        learnDoor(answer.verdict, direction);
        show({ ...entryFromServer(answer.scan, answer.verdict), id: clientScanId });
        void sync();
      } catch (error) {
        if (error instanceof DoorAccessEnded) {
          showAccessEnded(clientScanId, scannedAt);
          return endAccess();
        }
        const status = error instanceof ScanRequestFailed ? error.status : 0;
        if (status === 0) {
          setRequestFailed(true);
          return scanOffline(code, clientScanId, scannedAt);
        }
        show({
          id: clientScanId,
          at: scannedAt,
          attendeeName: null,
          result: { kind: 'failed', reason: failureOf(status) },
          verdict: null,
        });
      }
    },
    [endAccess, event.id, isRepeat, learnDoor, scanOffline, show, showAccessEnded, sync],
  );

  // Scans left in the queue by an earlier visit are sent as soon as the page opens.
  useEffect(() => {
    void sync();
  }, [sync]);

  useEffect(() => {
    if (browserOnline) void sync();
  }, [browserOnline, sync]);

  useEffect(() => {
    if (pending === 0) return undefined;
    const timer = setInterval(() => void sync(), SYNC_RETRY_MS);
    return () => clearInterval(timer);
  }, [pending, sync]);

  // A volunteer let in by a door invitation has no account to join the staff channel with.
  const channel = volunteer === null ? channelName.adminEvent(event.id) : null;
  const takeCounters = (payload: { counters: EventCounters }) => setCounters(payload.counters);
  useChannel(channel, TICKET_EVENTS.checkedIn, takeCounters);
  useChannel(channel, TICKET_EVENTS.issued, takeCounters);
  useChannel(channel, TICKET_EVENTS.cancelled, takeCounters);
  useChannel<AttendeeChange>(channel, TICKET_EVENTS.checkInUndone, ({ attendee, counters }) => {
    setCounters(counters);
    setRecent((entries) => markUndone(entries, attendee.ticketId));
  });
  useChannel(channel, TICKET_EVENTS.capacityChanged, takeCounters);
  useChannel<DoorConflictsFound>(channel, DOOR_CONFLICT_EVENT, (found) => void takeConflicts(found.conflicts));

  /** Check-in (or out) by name: online only, since the server holds the names. Never blocked by the repeat guard. */
  const admitTicket = useCallback(
    async (ticketId: number) => {
      const clientScanId = newScanId();
      const at = new Date().toISOString();
      if (accessEndedRef.current) return showAccessEnded(clientScanId, at);
      const { direction, entrance } = placeRef.current;
      try {
        const answer = await postJson<ScanResponse>(routes.admin.events.scans(event.id), {
          ticketId,
          clientScanId,
          direction,
          entrance: entrance || undefined,
        });
        setCounters(answer.counters);
        setFigures(answer.door);
        learnDoor(answer.verdict, direction);
        show({ ...entryFromServer(answer.scan, answer.verdict), id: clientScanId });
      } catch (error) {
        if (error instanceof DoorAccessEnded) {
          showAccessEnded(clientScanId, at);
          return endAccess();
        }
        const status = error instanceof ScanRequestFailed ? error.status : 0;
        show({
          id: clientScanId,
          at,
          attendeeName: null,
          result: { kind: 'failed', reason: failureOf(status) },
          verdict: null,
        });
      }
    },
    [endAccess, event.id, learnDoor, show, showAccessEnded],
  );

  const place = {
    direction,
    entrance,
    setDirection: (next: DoorDirection) => {
      preferences.setDirection(next);
      setDirection(next);
    },
    setEntrance: (next: string) => {
      preferences.setEntrance(next);
      setEntrance(next);
    },
  };

  return {
    submitScan,
    admitTicket,
    place,
    current,
    repeated,
    recent,
    counters,
    figures,
    offline,
    accessEnded,
    endAccess,
    pending,
    reports,
    conflicts,
    doorListSize: doorList.list?.entries.length ?? null,
    doorState,
  };
}
