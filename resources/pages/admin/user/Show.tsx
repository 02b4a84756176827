import { Head } from '@inertiajs/react';
import { AdminSection } from '../../../components/admin/AdminSection';
import { Badge } from '../../../components/admin/Badge';
import { RecordActions } from '../../../components/admin/RecordActions';
import { BackLink } from '../../../components/ui/BackLink';
import { EmptyState } from '../../../components/ui/EmptyState';
import { FactList } from '../../../components/ui/FactList';
import { Notice } from '../../../components/ui/Notice';
import { PageHeader } from '../../../components/ui/PageHeader';
import { TextLink } from '../../../components/ui/TextLink';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/i18n';
import { routes } from '../../../lib/routes';
import type { PageProps } from '../../../../common/types/pages';

export default function UserShow({ user }: PageProps['admin/user/Show']) {
  const { t } = useTranslation();
  return (
    <>
      <Head title={user.name} />
      <BackLink href={routes.admin.users.index()} label={t('admin.form.back')} />
      <PageHeader title={user.name} description={user.managed ? t('admin.user.managed') : user.email}>
        <div className="mt-3 flex flex-wrap gap-2">
          <Badge tone={user.verified ? 'info' : 'warning'}>
            {t(user.verified ? 'admin.user.verifiedYes' : 'admin.user.verifiedNo')}
          </Badge>
          {user.minor && <Badge tone="warning">{t('admin.user.minor')}</Badge>}
        </div>
        <RecordActions editHref={routes.admin.users.edit(user.id)} name={user.name} />
      </PageHeader>
      {user.pendingEmail && <Notice>{t('admin.user.pendingEmail', { email: user.pendingEmail })}</Notice>}
      {user.minor && <Notice tone="warning">{t('admin.user.minorNotice')}</Notice>}
      <div className="mt-6">
        <FactList
          facts={[
            {
              label: t('admin.user.birthDate'),
              value: user.birthDate ? formatDate(user.birthDate) : t('admin.user.unknown'),
            },
            { label: t('admin.user.phone'), value: user.phone ?? t('admin.user.unknown') },
            { label: t('admin.user.roles'), value: user.roles.join(', ') || t('admin.user.noRoles') },
          ]}
        />
      </div>
      <AdminSection title={t('admin.user.tickets')}>
        {user.tickets.length === 0 ? (
          <EmptyState message={t('admin.user.noTickets')} />
        ) : (
          <ul className="space-y-2">
            {user.tickets.map((ticket) => (
              <li key={ticket.id} className="flex flex-wrap items-center gap-3">
                <TextLink href={routes.events.show(ticket.event.slug)}>{ticket.event.title}</TextLink>
                <span className="text-sm text-gray-600 dark:text-gray-300">
                  {formatDateTime(ticket.event.startsAt)}
                </span>
                <Badge>{t(`admin.user.ticketStatus.${ticket.status === 'cancelled' ? 'cancelled' : 'active'}`)}</Badge>
              </li>
            ))}
          </ul>
        )}
      </AdminSection>
      <AdminSection title={t('admin.user.guardian')}>
        {user.guardians.length > 0 ? (
          user.guardians.map((guardian) => (
            <FactList
              key={guardian.email}
              facts={[
                { label: t('admin.form.name'), value: guardian.name },
                { label: t('admin.user.email'), value: guardian.email },
                { label: t('admin.user.phone'), value: guardian.phone },
                { label: t('admin.user.relationship'), value: relationshipLabel(t, guardian.relationship) },
                {
                  label: t('admin.user.guardianConsent'),
                  value: t(`admin.user.guardianConsentStates.${guardian.consent.state}`, {
                    date: formatDateTime(guardian.consent.at),
                  }),
                },
              ]}
            />
          ))
        ) : (
          <EmptyState message={t('admin.user.noGuardian')} />
        )}
      </AdminSection>
    </>
  );
}

function relationshipLabel(t: ReturnType<typeof useTranslation>['t'], relationship: string): string {
  if (relationship === 'parent' || relationship === 'legal_guardian')
    return t(`admin.user.relationships.${relationship}`);
  return t('admin.user.relationships.other');
}
