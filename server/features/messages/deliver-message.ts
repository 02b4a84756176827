import type { AppContext } from '../../context.js';
import { enqueueMails } from '../../mail/delivery.js';
import { withFootnote } from '../../mail/message.js';
import { guardianAddress, revokeFootnote } from '../members/index.js';
import { eventMessageMail } from '../../mail/messages/event-message.js';
import { messageRecipients } from './recipients.js';

/**
 * The `events.message` job: records who the message went to (for their dashboards) and queues one mail
 * per recipient (holder, or person waiting) and per guardian copy, each keyed by the message and the person, so a job that runs again
 * after a crash adds nobody twice.
 */
export async function deliverEventMessage(
  context: Pick<AppContext, 'db' | 'jobs' | 'config'>,
  messageId: number,
): Promise<void> {
  const { db, jobs, config } = context;
  const message = await db.eventMessage.findUnique({
    where: { id: messageId },
    select: {
      audience: true,
      subject: true,
      body: true,
      bodyHtml: true,
      event: { select: { id: true, title: true, slug: true, startsAt: true } },
      _count: { select: { recipients: true } },
    },
  });
  if (!message) return;
  const { event } = message;
  const recipients = await messageRecipients(db, event, message.audience);
  // Written once: a rerun finds the list already there and keeps it.
  if (message._count.recipients === 0 && recipients.length > 0) {
    await db.eventMessageRecipient.createMany({
      data: recipients.map(({ userId }) => ({ messageId, userId })),
    });
  }
  const url = new URL(`/events/${event.slug}`, config.appUrl).toString();
  const common = {
    appName: config.appName,
    eventTitle: event.title,
    subject: message.subject,
    body: { text: message.body, html: message.bodyHtml },
    url,
  };
  const mails = recipients.flatMap((recipient) => {
    const key = `event-message:${messageId}:user-${recipient.userId}`;
    const own = { message: eventMessageMail({ ...common, to: recipient.email, name: recipient.name }), key };
    // The first guardian's copy keeps the key it had before a child could have two.
    const copies = recipient.guardians.map((guardian, index) => ({
      message: withFootnote(
        eventMessageMail({ ...common, to: guardianAddress(guardian), name: guardian.name, copyFor: recipient.name }),
        revokeFootnote(config, guardian, recipient.name),
      ),
      key: `${key}:guardian${index === 0 ? '' : `-${index + 1}`}`,
    }));
    return recipient.managed ? copies : [own, ...copies];
  });
  await enqueueMails(jobs, mails);
}
