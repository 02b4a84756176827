import type { AppContext } from '../../context.js';
import { enqueueMails } from '../../mail/delivery.js';
import { eventMessageMail } from '../../mail/messages/event-message.js';
import { mailsWithCopies } from './copies.js';
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
  // The first guardian's copy keeps the key it had before a child could have two.
  const mails = recipients.flatMap((recipient) => {
    const key = `event-message:${messageId}:user-${recipient.userId}`;
    const copyKey = (index: number) => `${key}:guardian${index === 0 ? '' : `-${index + 1}`}`;
    return mailsWithCopies(
      recipient,
      { key, copyKey },
      (addressee) => eventMessageMail({ ...common, ...addressee }),
      config,
    );
  });
  await enqueueMails(jobs, mails);
}
