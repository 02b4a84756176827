import { useForm } from '@inertiajs/react';
import { useSharedProps } from '../../hooks/use-shared-props';
import { useTranslation } from '../../lib/i18n';
import { resourceSubmitHandler, type ResourceSubmit } from './resource-submit';
import { SubmitButton } from '../ui/SubmitButton';
import { InputError } from '../ui/InputError';
import { Notice } from '../ui/Notice';
import { CheckboxGroup } from './CheckboxGroup';
import { NameDescriptionFields } from './NameDescriptionFields';
import { groupPermissions } from './permission-groups';

interface RoleFormProps {
  initial: { name: string; description: string; permissions: string[] };
  permissionNames: readonly string[];
  builtIn?: boolean;
  allPermissions?: boolean;
  submit: ResourceSubmit;
}

export function RoleForm({ initial, permissionNames, builtIn = false, allPermissions = false, submit }: RoleFormProps) {
  const { t } = useTranslation();
  const form = useForm(initial);
  const held = useSharedProps().auth.user?.permissions ?? [];
  const locked = permissionNames.filter((name) => !held.includes(name));
  const send = resourceSubmitHandler(form, submit);
  return (
    <form onSubmit={send} noValidate className="max-w-2xl space-y-5">
      <NameDescriptionFields form={form} builtIn={builtIn} />
      <div className="space-y-4">
        <h2 className="text-lg font-semibold text-gray-900 dark:text-white">{t('admin.role.permissions')}</h2>
        {allPermissions && <Notice>{t('admin.role.allPermissions')}</Notice>}
        {!allPermissions && locked.length > 0 && <Notice>{t('admin.role.lockedPermissions')}</Notice>}
        {groupPermissions(permissionNames).map(([group, names]) => (
          <CheckboxGroup
            key={group}
            legend={group}
            options={names}
            selected={allPermissions ? permissionNames : form.data.permissions}
            onChange={(selected) =>
              form.setData('permissions', [
                ...form.data.permissions.filter((name) => !names.includes(name)),
                ...selected,
              ])
            }
            disabled={allPermissions || form.processing}
            locked={locked}
          />
        ))}
        <InputError message={form.errors.permissions} />
      </div>
      <SubmitButton form={form}>{submit.label}</SubmitButton>
    </form>
  );
}
