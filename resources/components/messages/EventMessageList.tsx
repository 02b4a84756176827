import type { AdminEventMessage } from '../../../common/types/messages';
import { formatDateTime } from '../../lib/format-date';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import { Badge } from '../admin/Badge';
import { ConfirmedDeleteButton } from '../ui/ConfirmedDeleteButton';
import { EmptyState } from '../ui/EmptyState';
import { HtmlContent } from '../ui/HtmlContent';

function CancelScheduledButton({ eventId, message }: { eventId: number; message: AdminEventMessage }) {
  const { t } = useTranslation();
  return (
    <ConfirmedDeleteButton
      url={routes.admin.events.message(eventId, message.id)}
      confirm={t('admin.messages.confirmCancel', { subject: message.subject })}
      label={t('admin.messages.cancelLabel', { subject: message.subject })}
    >
      {t('admin.messages.cancel')}
    </ConfirmedDeleteButton>
  );
}

/** The event's messages, newest first: what went out to how many, and what is still scheduled. */
export function EventMessageList({ eventId, messages }: { eventId: number; messages: AdminEventMessage[] }) {
  const { t } = useTranslation();
  if (messages.length === 0) return <EmptyState message={t('admin.messages.empty')} />;
  return (
    <ul className="space-y-4">
      {messages.map((message) => (
        <li
          key={message.id}
          className="rounded-xl border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900"
        >
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-gray-900 dark:text-gray-100">{message.subject}</h3>
            <Badge tone={message.sentAt ? 'info' : 'warning'}>
              {message.sentAt ? t('admin.messages.sent') : t('admin.messages.scheduled')}
            </Badge>
          </div>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">
            {t(`admin.messages.audiences.${message.audience}`)} ·{' '}
            {message.sentAt
              ? t('admin.messages.sentTo', { when: formatDateTime(message.sentAt), count: message.recipientCount })
              : t('admin.messages.goesAt', { when: formatDateTime(message.sendAt) })}
            {message.authorName && ` · ${t('admin.messages.by', { name: message.authorName })}`}
          </p>
          <details className="mt-2">
            <summary className="cursor-pointer text-sm font-medium text-indigo-700 dark:text-indigo-300">
              {t('admin.messages.read')}
            </summary>
            <div className="mt-2">
              <HtmlContent html={message.bodyHtml} />
            </div>
          </details>
          {!message.sentAt && (
            <div className="mt-3">
              <CancelScheduledButton eventId={eventId} message={message} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
