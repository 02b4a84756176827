import { useForm } from '@inertiajs/react';
import { useTranslation } from '../../lib/i18n';
import { resourceSubmitHandler, type ResourceSubmit } from './resource-submit';
import { SubmitButton } from '../ui/SubmitButton';
import { NameDescriptionFields } from './NameDescriptionFields';

interface PermissionFormProps {
  initial: { name: string; description: string };
  builtIn?: boolean;
  submit: ResourceSubmit;
}

export function PermissionForm({ initial, builtIn = false, submit }: PermissionFormProps) {
  const { t } = useTranslation();
  const form = useForm(initial);
  const send = resourceSubmitHandler(form, submit);
  return (
    <form onSubmit={send} noValidate className="max-w-xl space-y-5">
      <NameDescriptionFields form={form} builtIn={builtIn} namePlaceholder={t('admin.permission.nameHint')} />
      <SubmitButton form={form}>{submit.label}</SubmitButton>
    </form>
  );
}
