import { router } from '@inertiajs/react';
import { channelName } from '../../common/realtime/channels.js';
import { WAITING_LIST_CHANGED } from '../../common/realtime/protocol.js';
import { useChannel } from './use-channel';

/**
 * Keeps a signed-in member's place on the event's waiting list current: when the list moves, the page
 * reloads its ticket panels (the broadcast names nobody; the server says where this member stands).
 */
export function useWaitingListUpdates(eventId: number, signedIn: boolean): void {
  useChannel(signedIn ? channelName.event(eventId) : null, WAITING_LIST_CHANGED, () =>
    router.reload({ only: ['ticketPanel', 'childTickets', 'questions', 'event'] }),
  );
}
