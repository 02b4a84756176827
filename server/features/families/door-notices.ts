import { channelName } from '../../../common/realtime/channels.js';
import { MEMBER_NOTICE_EVENT, type MemberNotice } from '../../../common/realtime/protocol.js';
import type { AppContext } from '../../context.js';
import { mailDateTime } from '../../mail/dates.js';
import { enqueueMails } from '../../mail/delivery.js';
import { withFootnote } from '../../mail/message.js';
import { doorNoticeMessage } from '../../mail/messages/door-notice.js';
import { minorsOn, REVOKE_LINK_SELECT, revokeFootnote } from '../members/index.js';

export interface DoorPassage {
  ticketId: number;
  userId: number;
  eventTitle: string;
  direction: 'entry' | 'exit';
  at: Date;
}

/**
 * The `families.door-notice` job, written with the scan (server/features/scanner/service.ts): tells each
 * guardian who asked for it (SPEC §11) that their child, while a minor, went in or out: a notice on their
 * open pages and a mail, keyed by the ticket, direction and time so a job run again sends it once.
 */
export async function tellGuardiansAtTheDoor(
  context: Pick<AppContext, 'db' | 'jobs' | 'config' | 'realtime'>,
  passage: DoorPassage,
): Promise<void> {
  const guardians = await context.db.guardian.findMany({
    where: { userId: passage.userId, doorNotices: true, account: { deletedAt: null }, user: minorsOn(passage.at) },
    select: {
      ...REVOKE_LINK_SELECT,
      accountId: true,
      account: { select: { name: true, email: true } },
      user: { select: { name: true } },
    },
  });
  const what = passage.direction === 'exit' ? 'checked out of' : 'checked in to';
  const mails = guardians.flatMap((guardian) => {
    const { accountId, account, user } = guardian;
    if (accountId === null || !account) return [];
    const notice: MemberNotice = { message: `${user.name} is ${what} ${passage.eventTitle}.`, tone: 'success' };
    context.realtime?.broadcast(channelName.user(accountId), MEMBER_NOTICE_EVENT, notice);
    const message = withFootnote(
      doorNoticeMessage({
        appName: context.config.appName,
        to: account.email,
        guardianName: account.name,
        child: user.name,
        eventTitle: passage.eventTitle,
        direction: passage.direction,
        time: mailDateTime(passage.at),
        familyUrl: new URL('/settings/family', context.config.appUrl).toString(),
      }),
      revokeFootnote(context.config, guardian, user.name),
    );
    const key = `door-notice:${passage.ticketId}:${passage.direction}:${passage.at.getTime()}:${accountId}`;
    return [{ message, key }];
  });
  await enqueueMails(context.jobs, mails);
}
