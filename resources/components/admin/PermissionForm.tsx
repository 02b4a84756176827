import { useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Button } from '../ui/Button';
import { Notice } from '../ui/Notice';
import { TextField } from '../ui/TextField';

interface PermissionFormProps {
  initial: { name: string; description: string };
  builtIn?: boolean;
  /** POST to create, PUT to update. */
  submit: { method: 'post' | 'put'; url: string; label: string };
}

export function PermissionForm({ initial, builtIn = false, submit }: PermissionFormProps) {
  const { t } = useTranslation();
  const form = useForm(initial);
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.submit(submit.method, submit.url, { preserveScroll: true });
  };
  return (
    <form onSubmit={send} noValidate className="max-w-xl space-y-5">
      {builtIn && <Notice>{t('admin.form.builtInNotice')}</Notice>}
      <TextField
        label={t('admin.form.name')}
        name="name"
        required
        readOnly={builtIn}
        value={form.data.name}
        onChange={(event) => form.setData('name', event.target.value)}
        error={form.errors.name}
        disabled={form.processing}
        placeholder={t('admin.permission.nameHint')}
      />
      <TextField
        label={t('admin.form.description')}
        name="description"
        value={form.data.description}
        onChange={(event) => form.setData('description', event.target.value)}
        error={form.errors.description}
        disabled={form.processing}
      />
      <Button type="submit" disabled={form.processing}>
        {submit.label}
      </Button>
    </form>
  );
}
