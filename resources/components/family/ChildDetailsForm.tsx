import { useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import type { FamilyChild } from '../../../common/types/family';
import { bindField } from '../../lib/bind-field';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import { FormActions } from '../settings/FormActions';
import { Button } from '../ui/Button';
import { SubmitButton } from '../ui/SubmitButton';
import { TextField } from '../ui/TextField';

/** Corrects a managed child's name and birth date; removes the child (after the guardian's password). */
export function ChildDetailsForm({ child }: { child: FamilyChild }) {
  const { t } = useTranslation();
  const form = useForm({ name: child.name, birthDate: child.birthDate ?? '' });
  const removal = useForm({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.put(routes.settings.familyChild(child.id), { preserveScroll: true });
  };
  return (
    <div className="space-y-6">
      {child.managed && (
        <form onSubmit={submit} noValidate className="space-y-5">
          <TextField label={t('settings.familyPage.childName')} required maxLength={255} {...bindField(form, 'name')} />
          <TextField
            label={t('settings.familyPage.birthDate')}
            type="date"
            required
            {...bindField(form, 'birthDate')}
          />
          <FormActions>
            <SubmitButton form={form}>{t('settings.familyPage.save')}</SubmitButton>
          </FormActions>
        </form>
      )}
      {child.mayRemove && (
        <div>
          <p className="mb-3 text-sm text-gray-600 dark:text-gray-300">
            {t(child.managed ? 'settings.familyPage.removeManagedHint' : 'settings.familyPage.unlinkHint', {
              name: child.name,
            })}
          </p>
          <Button
            variant="danger"
            disabled={removal.processing}
            onClick={() => removal.delete(routes.settings.familyChild(child.id), { preserveScroll: true })}
          >
            {t('settings.familyPage.remove', { name: child.name })}
          </Button>
        </div>
      )}
    </div>
  );
}
