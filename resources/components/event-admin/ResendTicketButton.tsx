import { router } from '@inertiajs/react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import { Button } from '../ui/Button';

/** Sends an attendee's ticket mail again, for one that went astray; the page stays where it was. */
export function ResendTicketButton({ eventId, ticketId, name }: { eventId: number; ticketId: number; name: string }) {
  const { t } = useTranslation();
  const [processing, setProcessing] = useState(false);
  const send = () =>
    router.post(
      routes.admin.events.ticketMail(eventId, ticketId),
      {},
      {
        preserveScroll: true,
        preserveState: true,
        onStart: () => setProcessing(true),
        onFinish: () => setProcessing(false),
      },
    );
  return (
    <Button
      variant="secondary"
      className="whitespace-nowrap"
      onClick={send}
      disabled={processing}
      aria-label={t('admin.event.resendTicketLabel', { name })}
    >
      {t('admin.event.resendTicket')}
    </Button>
  );
}
