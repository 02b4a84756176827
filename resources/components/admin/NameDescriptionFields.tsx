import type { InertiaFormProps } from '@inertiajs/react';
import { bindField } from '../../lib/bind-field';
import { useTranslation } from '../../lib/i18n';
import { Notice } from '../ui/Notice';
import { TextField } from '../ui/TextField';

type NamedForm = { name: string; description: string };

/** Name and description of a role or permission; a built-in one keeps its name. */
export function NameDescriptionFields<TForm extends NamedForm>({
  form,
  builtIn,
  namePlaceholder,
}: {
  form: InertiaFormProps<TForm>;
  builtIn: boolean;
  namePlaceholder?: string;
}) {
  const { t } = useTranslation();
  // Role forms carry more fields than these two; only name and description are bound here.
  const named = form as unknown as InertiaFormProps<NamedForm>;
  return (
    <>
      {builtIn && <Notice>{t('admin.form.builtInNotice')}</Notice>}
      <TextField
        label={t('admin.form.name')}
        required
        readOnly={builtIn}
        placeholder={namePlaceholder}
        {...bindField(named, 'name')}
      />
      <TextField label={t('admin.form.description')} {...bindField(named, 'description')} />
    </>
  );
}
