import { useForm } from '@inertiajs/react';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import { Button } from '../ui/Button';

/** Cancels the member's own ticket after they confirm; the place frees up for someone else. */
export function CancelTicketButton({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation();
  const form = useForm({});
  const cancel = () => {
    if (window.confirm(t('events.ticket.cancelConfirm')))
      form.delete(routes.tickets.show(ticketId), { preserveScroll: true });
  };
  return (
    <Button variant="secondary" onClick={cancel} disabled={form.processing}>
      {t('events.ticket.cancel')}
    </Button>
  );
}
