import { useEffect, useState } from 'react';
import { channelName } from '../../common/realtime/channels.js';
import { TICKET_EVENTS } from '../../common/realtime/protocol.js';
import type { CapacityChangedPayload } from '../../common/types/tickets';
import { useChannel } from './use-channel';

/** The event's places left, kept current by CapacityChanged on its public channel (no reload needed). */
export function useRemainingPlaces(eventId: number, initial: number | null): number | null {
  const [remaining, setRemaining] = useState(initial);
  // A new visit (after taking or cancelling a ticket) brings a fresh figure from the server.
  useEffect(() => setRemaining(initial), [initial]);
  useChannel<CapacityChangedPayload>(channelName.event(eventId), TICKET_EVENTS.capacityChanged, (payload) => {
    if (payload.eventId === eventId) setRemaining(payload.remaining);
  });
  return remaining;
}
