import { useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { bindField } from '../../lib/bind-field';
import { useTranslation } from '../../lib/i18n';
import { fromLocalInput, toLocalInput } from '../../lib/local-date-time';
import { routes } from '../../lib/routes';
import { appTimeZone } from '../../lib/time-zone';
import { SubmitButton } from '../ui/SubmitButton';
import { TextField } from '../ui/TextField';

const HOUR_MS = 60 * 60 * 1000;

/** A new door invitation for the event: who it is for and when it works (by default the evening's door). */
export function DoorInvitationForm({ event }: { event: { id: number; startsAt: string; endsAt: string } }) {
  const { t } = useTranslation();
  const form = useForm({
    label: '',
    opensAt: toLocalInput(new Date(new Date(event.startsAt).getTime() - HOUR_MS).toISOString()),
    closesAt: toLocalInput(event.endsAt),
  });
  form.transform(({ opensAt, closesAt, label }) => ({
    label,
    opensAt: fromLocalInput(opensAt),
    closesAt: fromLocalInput(closesAt),
  }));
  const submit = (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    form.post(routes.admin.events.doorInvitations(event.id), {
      preserveScroll: true,
      onSuccess: () => form.reset('label'),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-3 sm:items-start">
      <TextField
        label={t('admin.doorInvitations.label')}
        hint={t('admin.doorInvitations.labelHint')}
        required
        autoComplete="off"
        {...bindField(form, 'label')}
      />
      <TextField
        label={t('admin.doorInvitations.opensAt')}
        type="datetime-local"
        required
        hint={t('admin.event.timeZoneHint', { zone: appTimeZone() })}
        {...bindField(form, 'opensAt')}
      />
      <TextField
        label={t('admin.doorInvitations.closesAt')}
        type="datetime-local"
        required
        {...bindField(form, 'closesAt')}
      />
      <div className="sm:col-span-3">
        <SubmitButton form={form}>{t('admin.doorInvitations.create')}</SubmitButton>
      </div>
    </form>
  );
}
