import { Link } from '@inertiajs/react';
import { useId, useState } from 'react';
import type { EventQuestion } from '../../../common/questions';
import type { ChildTicketOption } from '../../../common/types/member-tickets';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import { Button, buttonClasses } from '../ui/Button';
import { TakeTicketForm } from '../questions/TakeTicketForm';
import { JoinWaitingListButton, waitingPositionId } from '../waiting-list/JoinWaitingListButton';
import { LeaveWaitingListButton } from '../waiting-list/LeaveWaitingListButton';
import { formatDateTime } from '../../lib/format-date';

/**
 * A guardian's children on the event page (SPEC §10): each child's ticket, one to take for them, why not,
 * or their place on the waiting list (SPEC §13).
 */
export function ChildTickets({
  options,
  slug,
  questions,
}: {
  options: ChildTicketOption[];
  slug: string;
  questions: EventQuestion[];
}) {
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
            <ChildOption option={option} slug={slug} questions={questions} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ChildOption({
  option,
  slug,
  questions,
}: {
  option: ChildTicketOption;
  slug: string;
  questions: EventQuestion[];
}) {
  const { t } = useTranslation();
  const [answering, setAnswering] = useState(false);
  const formId = useId();
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
  const holder = { id: option.id, name: option.name };
  if (option.state === 'waiting' && option.entryId !== null) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p id={waitingPositionId(option.id)} role="status" tabIndex={-1} className="text-gray-900 dark:text-white">
          {t('events.waiting.childPosition', { name: option.name, position: option.position ?? '' })}
        </p>
        <LeaveWaitingListButton entryId={option.entryId} offered={false} name={option.name} />
      </div>
    );
  }
  if (option.state === 'full') {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-gray-700 dark:text-gray-300">
          <span className="font-semibold text-gray-900 dark:text-white">{option.name}: </span>
          {option.refusal}
        </p>
        <JoinWaitingListButton slug={slug} holder={holder} />
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
  const offer = option.state === 'offered' && option.entryId !== null && option.offerUntil !== null && (
    <div className="mb-3 space-y-3">
      <p className="font-semibold text-gray-900 dark:text-white">
        {t('events.waiting.childOffered', { name: option.name, date: formatDateTime(option.offerUntil) })}
      </p>
      <LeaveWaitingListButton entryId={option.entryId} offered name={option.name} />
    </div>
  );
  if (questions.length === 0) {
    return (
      <div>
        {offer}
        <TakeTicketForm slug={slug} questions={questions} holder={holder} />
      </div>
    );
  }
  // With questions, each child has a form of their own, opened from here: the guardian answers for them.
  return (
    <div>
      {offer}
      <Button
        variant="secondary"
        aria-expanded={answering}
        aria-controls={formId}
        onClick={() => setAnswering(!answering)}
      >
        {t('events.ticket.answerFor', { name: option.name })}
      </Button>
      <div id={formId} hidden={!answering} className="mt-4">
        {answering && <TakeTicketForm slug={slug} questions={questions} holder={holder} />}
      </div>
    </div>
  );
}
