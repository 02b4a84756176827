import { router } from '@inertiajs/react';
import type { EventStatus } from '../../../common/types/event-admin';
import type { DoorInvitationView } from '../../../common/types/scanner';
import { formatRange } from '../../lib/format-date';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import { Badge } from '../admin/Badge';
import { CopyField } from '../settings/CopyField';
import { Button } from '../ui/Button';
import { DoorInvitationForm } from './DoorInvitationForm';

const STATE_TONES = { open: 'info', upcoming: 'warning', expired: 'neutral', withdrawn: 'neutral' } as const;

interface Props {
  event: { id: number; startsAt: string; endsAt: string; status: EventStatus };
  invitations: DoorInvitationView[];
  created: { label: string; url: string } | null;
}

/**
 * Links that let volunteers scan at this event's door for a while (SPEC §11); each link is shown once. A
 * cancelled event's door lets nobody in, so it offers no new one (the server refuses one too).
 */
export function DoorInvitations({ event, invitations, created }: Props) {
  const { t } = useTranslation();
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
      {event.status === 'cancelled' ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('admin.doorInvitations.cancelled')}</p>
      ) : (
        <DoorInvitationForm event={event} />
      )}
    </div>
  );
}
