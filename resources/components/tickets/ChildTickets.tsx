import { Link, useForm } from '@inertiajs/react';
import type { ChildTicketOption } from '../../../common/types/member-tickets';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import { Button, buttonClasses } from '../ui/Button';

/** A guardian's children on the event page (SPEC §10): each child's ticket, or one to take for them, or why not. */
export function ChildTickets({ options, slug }: { options: ChildTicketOption[]; slug: string }) {
  const { t } = useTranslation();
  if (options.length === 0) return null;
  return (
    <section
      aria-labelledby="child-tickets"
      className="mt-6 rounded-2xl border border-gray-200 bg-white p-6 dark:border-gray-800 dark:bg-gray-900"
    >
      <h2 id="child-tickets" className="mb-4 text-lg font-semibold text-gray-900 dark:text-white">
        {t('events.ticket.children')}
      </h2>
      <ul className="space-y-4">
        {options.map((option) => (
          <li key={option.id}>
            <ChildOption option={option} slug={slug} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ChildOption({ option, slug }: { option: ChildTicketOption; slug: string }) {
  const { t } = useTranslation();
  const form = useForm({ holder: option.id });
  if (option.state === 'held' && option.ticketId !== null) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-gray-900 dark:text-white">{t('events.ticket.heldBy', { name: option.name })}</p>
        <Link href={routes.tickets.show(option.ticketId)} className={buttonClasses('secondary')}>
          {t('events.ticket.viewFor', { name: option.name })}
        </Link>
      </div>
    );
  }
  if (option.state === 'refused') {
    return (
      <p className="text-gray-700 dark:text-gray-300">
        <span className="font-semibold text-gray-900 dark:text-white">{option.name}: </span>
        {option.refusal}
      </p>
    );
  }
  return (
    <Button
      onClick={() => form.post(routes.events.takeTicket(slug), { preserveScroll: true })}
      disabled={form.processing}
    >
      {t('events.ticket.takeFor', { name: option.name })}
    </Button>
  );
}
