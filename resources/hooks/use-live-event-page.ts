import { router } from '@inertiajs/react';
import { useEffect, useRef, useState } from 'react';
import { channelName } from '../../common/realtime/channels.js';
import { TICKET_EVENTS } from '../../common/realtime/protocol.js';
import { subscribe } from '../lib/realtime';
import type { AttendeeChange, AttendeeRow } from '../../common/types/event-admin';
import type { EventCounters } from '../../common/types/tickets';

const ATTENDEE_CHANGES = [
  TICKET_EVENTS.issued,
  TICKET_EVENTS.cancelled,
  TICKET_EVENTS.checkedIn,
  TICKET_EVENTS.checkInUndone,
];

/**
 * The admin event page kept live from `admin.event.{id}`: every message carries the new counters, shown
 * at once, and the changed attendee row, replaced where it is on screen. Only a new ticket that is not on
 * this page yet reloads the attendee list (in the background, keeping its search, filter and page): at
 * the door, hundreds of check-ins a minute cost no request at all. A changed row stays where it is until
 * the next visit, even when it no longer matches the filter, so rows do not jump under the admin's eyes.
 */
export function useLiveEventPage(eventId: number, initial: { counters: EventCounters; rows: AttendeeRow[] }) {
  const [counters, setCounters] = useState(initial.counters);
  const [rows, setRows] = useState(initial.rows);
  // A visit (filtering, paging, undoing a check-in) brings fresh figures and rows from the server.
  useEffect(() => setCounters(initial.counters), [initial.counters]);
  useEffect(() => setRows(initial.rows), [initial.rows]);
  const shown = useRef(rows);
  shown.current = rows;

  useEffect(() => {
    const channel = channelName.adminEvent(eventId);
    const onCounters = (payload: unknown) => setCounters((payload as Pick<AttendeeChange, 'counters'>).counters);
    const onAttendeeChange = (event: string) => (payload: unknown) => {
      const { attendee, counters: next } = payload as AttendeeChange;
      setCounters(next);
      if (shown.current.some((row) => row.ticketId === attendee.ticketId)) {
        // The broadcast leaves the e-mail address out (the door hears it too): the row keeps the one it has.
        setRows((current) =>
          current.map((row) => (row.ticketId === attendee.ticketId ? { ...row, ...attendee } : row)),
        );
      } else if (event === TICKET_EVENTS.issued) {
        router.reload({ only: ['attendees'], async: true });
      }
    };
    const stops = [
      ...ATTENDEE_CHANGES.map((event) => subscribe(channel, event, onAttendeeChange(event))),
      subscribe(channel, TICKET_EVENTS.capacityChanged, onCounters),
    ];
    return () => stops.forEach((stop) => stop());
  }, [eventId]);

  return { counters, rows };
}
