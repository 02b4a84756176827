import { router, useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import type { DoorInvitationView } from '../../../common/types/scanner';
import { bindField } from '../../lib/bind-field';
import { formatRange } from '../../lib/format-date';
import { useTranslation } from '../../lib/i18n';
import { fromLocalInput, toLocalInput } from '../../lib/local-date-time';
import { routes } from '../../lib/routes';
import { appTimeZone } from '../../lib/time-zone';
import { Badge } from '../admin/Badge';
import { CopyField } from '../settings/CopyField';
import { Button } from '../ui/Button';
import { SubmitButton } from '../ui/SubmitButton';
import { TextField } from '../ui/TextField';

const HOUR_MS = 60 * 60 * 1000;
const STATE_TONES = { open: 'info', upcoming: 'warning', expired: 'neutral', withdrawn: 'neutral' } as const;

interface Props {
  event: { id: number; startsAt: string; endsAt: string };
  invitations: DoorInvitationView[];
  created: { label: string; url: string } | null;
}

/** Links that let volunteers scan at this event's door for a while (SPEC §11); each link is shown once. */
export function DoorInvitations({ event, invitations, created }: Props) {
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
  const withdraw = (invitation: DoorInvitationView) => {
    if (!window.confirm(t('admin.doorInvitations.withdrawConfirm', { label: invitation.label }))) return;
    router.delete(routes.admin.events.doorInvitation(event.id, invitation.id), { preserveScroll: true });
  };

  return (
    <div className="max-w-5xl space-y-6">
      <p className="text-sm text-gray-600 dark:text-gray-300">{t('admin.doorInvitations.intro')}</p>
      {created && (
        // Shown once, right after Create: focus goes to it, so the link is read out and ready to copy.
        <CopyField
          key={created.url}
          focusOnShow
          label={t('admin.doorInvitations.link', { label: created.label })}
          value={created.url}
          hint={t('admin.doorInvitations.linkHint')}
        />
      )}
      {invitations.length === 0 ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('admin.doorInvitations.none')}</p>
      ) : (
        <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200 dark:divide-gray-700 dark:border-gray-700">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div>
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {invitation.label}
                  <Badge tone={STATE_TONES[invitation.state]}>
                    {t(`admin.doorInvitations.states.${invitation.state}`)}
                  </Badge>
                </p>
                <p className="text-sm text-gray-700 dark:text-gray-300">
                  {t('admin.doorInvitations.details', {
                    when: formatRange(invitation.opensAt, invitation.closesAt),
                    by: invitation.createdBy,
                    scans: invitation.scans,
                  })}
                </p>
              </div>
              {(invitation.state === 'open' || invitation.state === 'upcoming') && (
                <Button
                  variant="secondary"
                  onClick={() => withdraw(invitation)}
                  aria-label={t('admin.doorInvitations.withdrawLabel', { label: invitation.label })}
                >
                  {t('admin.doorInvitations.withdraw')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
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
    </div>
  );
}
