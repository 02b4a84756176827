import { router } from '@inertiajs/react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import { Button } from '../ui/Button';

/** Undoes a mistaken check-in after the admin confirms; the ticket can then be scanned again. */
export function UndoCheckInButton({ eventId, ticketId, name }: { eventId: number; ticketId: number; name: string }) {
  const { t } = useTranslation();
  const [processing, setProcessing] = useState(false);
  const undo = () => {
    if (!window.confirm(t('admin.event.undoConfirm', { name }))) return;
    router.delete(routes.admin.events.checkIn(eventId, ticketId), {
      preserveScroll: true,
      preserveState: true,
      onStart: () => setProcessing(true),
      onFinish: () => setProcessing(false),
    });
  };
  return (
    <Button variant="secondary" onClick={undo} disabled={processing} aria-label={t('admin.event.undoLabel', { name })}>
      {t('admin.event.undo')}
    </Button>
  );
}
