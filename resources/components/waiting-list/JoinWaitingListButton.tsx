import { useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { focusIdAfterRender } from '../../lib/focus-after-render';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import { SubmitButton } from '../ui/SubmitButton';

/**
 * The id of the sentence that gives the place on the list (the member's, or `holderId`'s): the button
 * is gone once joined, so focus moves there.
 */
export const waitingPositionId = (holderId?: number) =>
  holderId === undefined ? 'waiting-position' : `waiting-position-${holderId}`;

/** Joins the full event's waiting list: for the member, or with `holder` for their child. */
export function JoinWaitingListButton({ slug, holder }: { slug: string; holder?: { id: number; name: string } }) {
  const { t } = useTranslation();
  const form = useForm<{ holder?: number }>(holder ? { holder: holder.id } : {});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.post(routes.events.joinWaitingList(slug), {
      preserveScroll: true,
      onSuccess: () => focusIdAfterRender(waitingPositionId(holder?.id)),
    });
  };
  return (
    <form onSubmit={submit}>
      <SubmitButton form={form} variant="secondary">
        {holder ? t('events.waiting.joinFor', { name: holder.name }) : t('events.waiting.join')}
      </SubmitButton>
    </form>
  );
}
