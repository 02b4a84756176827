import { Link } from '@inertiajs/react';
import type { MemberMessage } from '../../../common/types/messages';
import { formatDateTime } from '../../lib/format-date';
import { routes } from '../../lib/routes';
import { HtmlContent } from '../ui/HtmlContent';

/** The messages organisers sent the member, newest first, each naming its event. */
export function MemberMessageList({ messages }: { messages: MemberMessage[] }) {
  return (
    <ul className="space-y-4">
      {messages.map((message) => (
        <li
          key={message.id}
          className="rounded-2xl border border-gray-200 bg-white p-5 dark:border-gray-800 dark:bg-gray-900"
        >
          <h3 className="font-semibold text-gray-900 dark:text-gray-100">{message.subject}</h3>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">
            <Link
              href={routes.events.show(message.event.slug)}
              className="font-medium text-indigo-700 underline dark:text-indigo-300"
            >
              {message.event.title}
            </Link>{' '}
            · <time dateTime={message.sentAt}>{formatDateTime(message.sentAt)}</time>
          </p>
          <div className="mt-3">
            <HtmlContent html={message.bodyHtml} />
          </div>
        </li>
      ))}
    </ul>
  );
}
