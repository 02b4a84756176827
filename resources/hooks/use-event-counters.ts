import { router } from '@inertiajs/react';
import { useEffect, useRef, useState } from 'react';
import { channelName } from '../../server/realtime/channels.js';
import { TICKET_EVENTS } from '../../server/realtime/protocol.js';
import { subscribe } from '../lib/realtime';
import type { EventCounters } from '../types/tickets';

const ATTENDEE_CHANGES = [TICKET_EVENTS.issued, TICKET_EVENTS.cancelled, TICKET_EVENTS.checkedIn, TICKET_EVENTS.checkInUndone];

/**
 * The admin event page kept live: every message on `admin.event.{id}` carries the new counters, shown at
 * once; a ticket change also reloads the `reloadProps` (the attendee page, with its search and filter) in
 * the background, without disturbing what the admin is doing.
 */
export function useLiveEventCounters(eventId: number, initial: EventCounters, reloadProps: readonly string[]): EventCounters {
  const [counters, setCounters] = useState(initial);
  // A visit (filtering, undoing a check-in) brings fresh counters from the server.
  useEffect(() => setCounters(initial), [initial]);
  const reload = useRef(reloadProps);
  reload.current = reloadProps;
  useEffect(() => {
    const channel = channelName.adminEvent(eventId);
    const onCounters = (payload: unknown) => setCounters((payload as { counters: EventCounters }).counters);
    const onAttendeeChange = (payload: unknown) => {
      onCounters(payload);
      router.reload({ only: [...reload.current], async: true });
    };
    const stops = [
      ...ATTENDEE_CHANGES.map((event) => subscribe(channel, event, onAttendeeChange)),
      subscribe(channel, TICKET_EVENTS.capacityChanged, onCounters),
    ];
    return () => stops.forEach((stop) => stop());
  }, [eventId]);
  return counters;
}
