import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import { ConfirmedDeleteButton } from '../ui/ConfirmedDeleteButton';

/** Cancels an attendee's ticket for the organisers after they confirm; the holder is told by mail. */
export function CancelTicketButton({ eventId, ticketId, name }: { eventId: number; ticketId: number; name: string }) {
  const { t } = useTranslation();
  return (
    <ConfirmedDeleteButton
      url={routes.admin.events.ticket(eventId, ticketId)}
      confirm={t('admin.event.cancelTicketConfirm', { name })}
      label={t('admin.event.cancelTicketLabel', { name })}
    >
      {t('admin.event.cancelTicket')}
    </ConfirmedDeleteButton>
  );
}
