import { Link } from '@inertiajs/react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import type { TicketPanel } from '../../../common/types/member-tickets';
import { buttonClasses } from '../ui/Button';
import { TakeTicketForm } from '../questions/TakeTicketForm';

/**
 * The ticket panel within thumb's reach on phones: a bar stuck to the bottom of the screen below the sm
 * breakpoint, with the places left and the main action. Other states (guest, refusals) jump to the full
 * panel, which explains them. Sticky, not fixed: at the end of the page it rests in the flow after the
 * content, so it never covers the last lines or the footer. When the event asks questions, the bar leads
 * to the panel, where they are answered. Render it last in the page.
 */
export function TicketBar({
  panel,
  slug,
  places,
  asksQuestions,
}: {
  panel: TicketPanel;
  slug: string;
  places: ReactNode;
  asksQuestions: boolean;
}) {
  const { t } = useTranslation();
  const action =
    panel.kind === 'available' && !asksQuestions ? (
      <TakeTicketForm slug={slug} questions={[]} />
    ) : panel.kind === 'held' ? (
      <Link href={routes.tickets.show(panel.ticketId)} className={buttonClasses('primary')}>
        {t('events.ticket.view')}
      </Link>
    ) : (
      <a href="#ticket-panel" className={buttonClasses('secondary')}>
        {t('events.ticket.heading')}
      </a>
    );
  return (
    <div
      data-testid="ticket-bar"
      className="sticky bottom-0 z-30 -mx-4 mt-10 flex items-center justify-between gap-3 border-t border-gray-200 bg-white px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-lg sm:hidden dark:border-gray-800 dark:bg-gray-900"
    >
      <p className="text-sm text-gray-700 dark:text-gray-200">{places}</p>
      {action}
    </div>
  );
}
