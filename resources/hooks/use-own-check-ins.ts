import { useState } from 'react';
import { channelName } from '../../common/realtime/channels.js';
import { TICKET_EVENTS } from '../../common/realtime/protocol.js';
import type { MemberTicket } from '../../common/types/member-tickets';
import type { MemberCheckedIn } from '../../common/types/scanner';
import { useChannel } from './use-channel';
import { useSharedProps } from './use-shared-props';

/** The member's tickets with check-ins that arrive on their own channel while the page is open. */
export function useOwnCheckIns(tickets: MemberTicket[]): MemberTicket[] {
  const { auth } = useSharedProps();
  const [checkIns, setCheckIns] = useState<Record<number, string>>({});
  useChannel<MemberCheckedIn>(
    auth.user ? channelName.user(auth.user.id) : null,
    TICKET_EVENTS.checkedIn,
    ({ ticketId, checkedInAt }) => setCheckIns((current) => ({ ...current, [ticketId]: checkedInAt })),
  );
  // A ticket the door let in can no longer be cancelled: its Cancel button goes with the check-in.
  return tickets.map((ticket) => {
    const checkedInAt = ticket.checkedInAt ?? checkIns[ticket.id] ?? null;
    return { ...ticket, checkedInAt, cancellable: ticket.cancellable && checkedInAt === null };
  });
}
