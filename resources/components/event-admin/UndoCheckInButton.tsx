import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import { ConfirmedDeleteButton } from '../ui/ConfirmedDeleteButton';

/** Undoes a mistaken check-in after the admin confirms; the ticket can then be scanned again. */
export function UndoCheckInButton({ eventId, ticketId, name }: { eventId: number; ticketId: number; name: string }) {
  const { t } = useTranslation();
  return (
    <ConfirmedDeleteButton
      url={routes.admin.events.checkIn(eventId, ticketId)}
      confirm={t('admin.event.undoConfirm', { name })}
      label={t('admin.event.undoLabel', { name })}
    >
      {t('admin.event.undo')}
    </ConfirmedDeleteButton>
  );
}
