import { useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { MAX_COLLECTORS } from '../../../common/family';
import type { FamilyChild } from '../../../common/types/family';
import { bindField } from '../../lib/bind-field';
import { formatPhone } from '../../lib/format-phone';
import { useTranslation } from '../../lib/i18n';
import { focusIdAfterRender } from '../../lib/focus-after-render';
import { routes } from '../../lib/routes';
import { PhoneField } from '../PhoneField';
import { SubmitButton } from '../ui/SubmitButton';
import { TextField } from '../ui/TextField';

/** The adults besides the guardians who may collect the child at the door (SPEC §10, §11). */
export function CollectorsPanel({ child }: { child: FamilyChild }) {
  const { t } = useTranslation();
  const removal = useForm({});
  const headingId = `collectors-${child.id}`;
  return (
    <div className="mt-6">
      <h3 id={headingId} tabIndex={-1} className="font-semibold text-gray-900 dark:text-white">
        {t('settings.familyPage.collectors', { name: child.name })}
      </h3>
      <p className="mb-3 text-sm text-gray-600 dark:text-gray-300">
        {t('settings.familyPage.collectorsHint', { name: child.name })}
      </p>
      {child.collectors.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-300">{t('settings.familyPage.noCollectors')}</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {child.collectors.map((adult) => (
            <li key={adult.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-medium text-gray-900 dark:text-white">{adult.name}</span>
              <span className="text-gray-600 dark:text-gray-300">
                {adult.relationship} · {formatPhone(adult.phone, t)}
              </span>
              <SubmitButton
                type="button"
                variant="secondary"
                form={removal}
                onClick={() =>
                  removal.delete(routes.settings.familyCollector(child.id, adult.id), {
                    preserveScroll: true,
                    // The button goes with its row: focus the list's heading rather than the page's body.
                    onSuccess: () => focusIdAfterRender(headingId),
                  })
                }
              >
                {t('settings.familyPage.removeCollector', { name: adult.name })}
              </SubmitButton>
            </li>
          ))}
        </ul>
      )}
      {child.collectors.length < MAX_COLLECTORS && <AddCollectorForm childId={child.id} />}
    </div>
  );
}

function AddCollectorForm({ childId }: { childId: number }) {
  const { t } = useTranslation();
  const form = useForm({ name: '', phone: '', relationship: '' });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.post(routes.settings.familyCollectors(childId), { preserveScroll: true, onSuccess: () => form.reset() });
  };
  return (
    <form onSubmit={submit} noValidate className="mt-4 grid gap-4 sm:grid-cols-3 sm:items-start">
      <TextField label={t('settings.familyPage.collectorName')} required maxLength={255} {...bindField(form, 'name')} />
      <PhoneField label={t('settings.familyPage.collectorPhone')} required {...bindField(form, 'phone')} />
      <TextField
        label={t('settings.familyPage.collectorRelationship')}
        required
        maxLength={60}
        {...bindField(form, 'relationship')}
      />
      <div className="sm:col-span-3">
        <SubmitButton form={form}>{t('settings.familyPage.addCollector')}</SubmitButton>
      </div>
    </form>
  );
}
