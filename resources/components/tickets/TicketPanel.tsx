import { Link } from '@inertiajs/react';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/format-date';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import type { TicketPanel as Panel } from '../../../common/types/member-tickets';
import type { EventQuestion } from '../../../common/questions';
import { buttonClasses } from '../ui/Button';
import { Notice } from '../ui/Notice';
import { RequestConsentAgain } from '../RequestConsentAgain';
import { TakeTicketForm } from '../questions/TakeTicketForm';
import { JoinWaitingListButton, waitingPositionId } from '../waiting-list/JoinWaitingListButton';
import { LeaveWaitingListButton } from '../waiting-list/LeaveWaitingListButton';
import { CancelTicketButton } from './CancelTicketButton';

function Refusal({ panel }: { panel: Extract<Panel, { kind: 'refused' }> }) {
  const { t } = useTranslation();
  const message = t(`events.ticket.refusal.${panel.reason}`, {
    date: panel.opensAt ? formatDateTime(panel.opensAt) : '',
    age: panel.minimumAge ?? '',
  });
  // Refusals the member can fix themselves link to the setting that fixes them.
  const remedy =
    panel.reason === 'guardianNeeded'
      ? { href: routes.settings.guardian(), label: t('events.ticket.addGuardian') }
      : panel.reason === 'birthDateNeeded'
        ? { href: routes.settings.profile(), label: t('events.ticket.addBirthDate') }
        : null;
  return (
    <Notice tone="warning">
      <p>{message}</p>
      {(panel.reason === 'consentPending' || panel.reason === 'consentWithdrawn') && (
        <div className="mt-3">
          <RequestConsentAgain />
        </div>
      )}
      {remedy && (
        <Link href={remedy.href} className="mt-2 inline-block font-semibold underline">
          {remedy.label}
        </Link>
      )}
    </Notice>
  );
}

/** The event page's ticket box: what this visitor can do about a place at the event. */
export function TicketPanel({ panel, slug, questions }: { panel: Panel; slug: string; questions: EventQuestion[] }) {
  const { t } = useTranslation();
  const linkClass = 'font-semibold text-indigo-700 underline underline-offset-2 dark:text-indigo-300';
  let content: ReactNode;
  switch (panel.kind) {
    case 'guest':
      content = (
        <>
          <p>{t('events.ticket.guest')}</p>
          <p className="mt-3 flex gap-4">
            <Link href={routes.login()} className={linkClass}>
              {t('nav.login')}
            </Link>
            <Link href={routes.register()} className={linkClass}>
              {t('nav.register')}
            </Link>
          </p>
        </>
      );
      break;
    case 'unverified':
      content = (
        <>
          <p>{t('events.ticket.unverified')}</p>
          <Link href={routes.verification.notice()} className={`mt-3 inline-block ${linkClass}`}>
            {t('events.ticket.verify')}
          </Link>
        </>
      );
      break;
    case 'available':
      content = <TakeTicketForm slug={slug} questions={questions} />;
      break;
    case 'held':
      content = (
        <>
          <Notice tone="success">{t('events.ticket.held')}</Notice>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <Link href={routes.tickets.show(panel.ticketId)} className={buttonClasses('primary')}>
              {t('events.ticket.view')}
            </Link>
            {panel.cancellable && <CancelTicketButton ticketId={panel.ticketId} />}
          </div>
        </>
      );
      break;
    case 'waiting':
      content = (
        <>
          <Notice tone="info">
            <p id={waitingPositionId()} role="status" tabIndex={-1}>
              {t('events.waiting.position', { position: panel.position })}
            </p>
          </Notice>
          <div className="mt-4">
            <LeaveWaitingListButton entryId={panel.entryId} offered={false} />
          </div>
        </>
      );
      break;
    case 'offered':
      content = (
        <>
          <Notice tone="success">{t('events.waiting.offered', { date: formatDateTime(panel.until) })}</Notice>
          <div className="mt-4 space-y-4">
            <TakeTicketForm slug={slug} questions={questions} />
            <LeaveWaitingListButton entryId={panel.entryId} offered />
          </div>
        </>
      );
      break;
    case 'refused':
      content =
        panel.reason === 'full' ? (
          <>
            <p className="text-gray-700 dark:text-gray-300">{t('events.waiting.fullJoin')}</p>
            <div className="mt-4">
              <JoinWaitingListButton slug={slug} />
            </div>
          </>
        ) : (
          <Refusal panel={panel} />
        );
      break;
  }
  return (
    <section
      aria-labelledby="ticket-panel"
      className="rounded-2xl border border-gray-200 bg-white p-6 dark:border-gray-800 dark:bg-gray-900"
    >
      <h2 id="ticket-panel" className="mb-4 text-lg font-semibold text-gray-900 dark:text-white">
        {t('events.ticket.heading')}
      </h2>
      {content}
    </section>
  );
}
