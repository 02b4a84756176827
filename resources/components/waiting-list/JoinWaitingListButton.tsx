import { useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import { Button } from '../ui/Button';

/** Joins the full event's waiting list: for the member, or with `holder` for their child. */
export function JoinWaitingListButton({ slug, holder }: { slug: string; holder?: { id: number; name: string } }) {
  const { t } = useTranslation();
  const form = useForm<{ holder?: number }>(holder ? { holder: holder.id } : {});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.post(routes.events.joinWaitingList(slug), { preserveScroll: true });
  };
  return (
    <form onSubmit={submit}>
      <Button type="submit" variant="secondary" disabled={form.processing}>
        {holder ? t('events.waiting.joinFor', { name: holder.name }) : t('events.waiting.join')}
      </Button>
    </form>
  );
}
