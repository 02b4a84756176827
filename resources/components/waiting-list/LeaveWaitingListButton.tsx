import { useForm } from '@inertiajs/react';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import { Button } from '../ui/Button';

/** Leaves the waiting list after a confirmation; holding an offer, it declines the place instead. */
export function LeaveWaitingListButton({
  entryId,
  offered,
  name,
}: {
  entryId: number;
  offered: boolean;
  /** The child's name when a guardian acts for them. */
  name?: string;
}) {
  const { t } = useTranslation();
  const form = useForm({});
  const label = offered
    ? name
      ? t('events.waiting.declineFor', { name })
      : t('events.waiting.decline')
    : name
      ? t('events.waiting.leaveFor', { name })
      : t('events.waiting.leave');
  const leave = () => {
    if (window.confirm(t(offered ? 'events.waiting.declineConfirm' : 'events.waiting.leaveConfirm')))
      form.delete(routes.waitingList.leave(entryId), { preserveScroll: true });
  };
  return (
    <Button variant="secondary" onClick={leave} disabled={form.processing}>
      {label}
    </Button>
  );
}
