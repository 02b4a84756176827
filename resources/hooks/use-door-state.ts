import { useCallback, useEffect, useState } from 'react';
import { channelName } from '../../common/realtime/channels';
import { EVENT_CANCELLED } from '../../common/realtime/protocol';
import type { DoorDirection, ScannerEvent, ScanVerdict } from '../../common/types/scanner';
import { doorStateAt, doorStatusOf, statusFromVerdict, type DoorStatus } from '../lib/scanner/door-state';
import { useChannel } from './use-channel';

/** How often the banner looks at the clock: the door opens or closes within a minute of its time. */
const CLOCK_TICK_MS = 30_000;

/**
 * Whether the event's door lets anyone in (SPEC §11), for the scanner's banner: from the page, then live
 * from a cancellation broadcast on the event's public channel (a volunteer has no account for the staff
 * one) and from every entry's verdict, which also tells a scanner that missed the broadcast.
 */
export function useDoorState(event: ScannerEvent) {
  const [status, setStatus] = useState<DoorStatus>(() => doorStatusOf(event.status));
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  useChannel(channelName.event(event.id), EVENT_CANCELLED, () => setStatus('cancelled'));

  const learn = useCallback(
    (verdict: ScanVerdict, direction: DoorDirection) => {
      const at = new Date();
      setNow(at);
      const learned = statusFromVerdict(verdict, direction, event, at);
      if (learned) setStatus(learned);
    },
    [event],
  );

  return { state: doorStateAt(event, status, now), learn };
}
