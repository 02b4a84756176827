import { useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Button } from '../ui/Button';
import { NameDescriptionFields } from './NameDescriptionFields';

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
      <NameDescriptionFields form={form} builtIn={builtIn} namePlaceholder={t('admin.permission.nameHint')} />
      <Button type="submit" disabled={form.processing}>
        {submit.label}
      </Button>
    </form>
  );
}
