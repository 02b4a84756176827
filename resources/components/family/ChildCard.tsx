import { useForm } from '@inertiajs/react';
import type { ReactNode } from 'react';
import type { FamilyChild } from '../../../common/types/family';
import { formatCalendarDate, formatDateTime } from '../../lib/format-date';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import { SettingsSection } from '../settings/SettingsSection';
import { SubmitButton } from '../ui/SubmitButton';
import { CheckboxField } from '../ui/CheckboxField';
import { FactList } from '../ui/FactList';
import { TextLink } from '../ui/TextLink';
import { ChildDetailsForm } from './ChildDetailsForm';
import { CollectorsPanel } from './CollectorsPanel';
import { GuardiansPanel } from './GuardiansPanel';
import { InviteGuardianForm } from './InviteGuardianForm';

/** One child on the family page, with everything their guardian does for them. */
export function ChildCard({ child }: { child: FamilyChild }) {
  const { t } = useTranslation();
  return (
    <SettingsSection title={child.name}>
      <FactList
        facts={[
          {
            label: t('settings.familyPage.birthDate'),
            value: child.birthDate ? formatCalendarDate(child.birthDate) : '—',
          },
          {
            label: t('settings.familyPage.account'),
            value: t(child.managed ? 'settings.familyPage.managed' : 'settings.familyPage.ownAccount'),
          },
          {
            label: t('settings.familyPage.consent'),
            value: child.consent ? t(`settings.familyPage.consentStates.${child.consent}`) : '—',
          },
          {
            label: t('settings.familyPage.care'),
            value: t(child.careEntered ? 'settings.familyPage.careEntered' : 'settings.familyPage.careMissing'),
          },
        ]}
      />
      <div className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <TextLink href={routes.settings.familyCare(child.id)}>
          {t('settings.familyPage.editCare', { name: child.name })}
        </TextLink>
        {/* A download, not a page: a plain link. */}
        <a
          href={routes.settings.familyExport(child.id)}
          className="font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
        >
          {t('settings.familyPage.export', { name: child.name })}
        </a>
      </div>
      <GuardiansPanel child={child} />
      <ChildTickets child={child} />
      <DoorNotices child={child} />
      <CollectorsPanel child={child} />
      {child.mayInviteGuardian && (
        <Disclosure summary={t('settings.familyPage.inviteGuardian')}>
          <p className="mb-4 text-sm text-gray-600 dark:text-gray-300">{t('settings.familyPage.inviteHint')}</p>
          <InviteGuardianForm childId={child.id} />
        </Disclosure>
      )}
      <Disclosure
        summary={t(child.managed ? 'settings.familyPage.edit' : 'settings.familyPage.remove', { name: child.name })}
      >
        <ChildDetailsForm child={child} />
      </Disclosure>
    </SettingsSection>
  );
}

function ChildTickets({ child }: { child: FamilyChild }) {
  const { t } = useTranslation();
  return (
    <div className="mt-6">
      <h3 className="mb-2 font-semibold text-gray-900 dark:text-white">{t('settings.familyPage.tickets')}</h3>
      {child.tickets.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-300">
          {t('settings.familyPage.noTickets', { name: child.name })}
        </p>
      ) : (
        <ul className="space-y-1 text-sm">
          {child.tickets.map((ticket) => (
            <li key={ticket.id} className="flex flex-wrap gap-x-2">
              <TextLink href={routes.tickets.show(ticket.id)}>
                {t('settings.familyPage.openTicket', { event: ticket.event.title })}
              </TextLink>
              <span className="text-gray-600 dark:text-gray-300">{formatDateTime(ticket.event.startsAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function DoorNotices({ child }: { child: FamilyChild }) {
  const { t } = useTranslation();
  const form = useForm({ doorNotices: child.doorNotices });
  return (
    <form
      className="mt-6 flex flex-wrap items-center gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        form.put(routes.settings.familyDoorNotices(child.id), { preserveScroll: true });
      }}
    >
      <CheckboxField
        label={t('settings.familyPage.doorNotices', { name: child.name })}
        checked={form.data.doorNotices}
        onChange={(event) => form.setData('doorNotices', event.target.checked)}
        error={form.errors.doorNotices}
      />
      {/* Unavailable again once saved, yet still focusable: focus stays here. */}
      <SubmitButton variant="secondary" form={form} unavailable={form.data.doorNotices === child.doorNotices}>
        {t('settings.familyPage.doorNoticesSave')}
      </SubmitButton>
    </form>
  );
}

function Disclosure({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <details className="mt-6 rounded-lg border border-gray-200 p-4 dark:border-gray-800">
      <summary className="cursor-pointer font-semibold text-gray-900 dark:text-white">{summary}</summary>
      <div className="mt-4">{children}</div>
    </details>
  );
}
