import { useForm } from '@inertiajs/react';
import { bindField } from '../../lib/bind-field';
import { useTranslation } from '../../lib/i18n';
import type { PostCodeSummary } from '../../../common/types/locations';
import { SubmitButton } from '../ui/SubmitButton';
import { TextField } from '../ui/TextField';
import { resourceSubmitHandler, type ResourceSubmit } from './resource-submit';

type Editable = Pick<PostCodeSummary, 'code' | 'placeName' | 'region' | 'latitude' | 'longitude'>;

const text = (value: string | number | null) => (value === null ? '' : String(value));

export function PostCodeForm({ initial, submit }: { initial: Editable; submit: ResourceSubmit }) {
  const { t } = useTranslation();
  const form = useForm({
    code: initial.code,
    placeName: initial.placeName,
    region: text(initial.region),
    latitude: text(initial.latitude),
    longitude: text(initial.longitude),
  });
  const send = resourceSubmitHandler(form, submit);
  return (
    <form onSubmit={send} noValidate className="max-w-xl space-y-5">
      <TextField
        label={t('admin.postCode.code')}
        hint={t('admin.postCode.codeHint')}
        required
        autoComplete="off"
        {...bindField(form, 'code')}
      />
      <TextField label={t('admin.postCode.placeName')} required autoComplete="off" {...bindField(form, 'placeName')} />
      <TextField label={t('admin.postCode.region')} autoComplete="off" {...bindField(form, 'region')} />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm text-gray-600 dark:text-gray-300">{t('admin.postCode.coordinatesHint')}</legend>
        <TextField
          label={t('admin.postCode.latitude')}
          inputMode="decimal"
          autoComplete="off"
          {...bindField(form, 'latitude')}
        />
        <TextField
          label={t('admin.postCode.longitude')}
          inputMode="decimal"
          autoComplete="off"
          {...bindField(form, 'longitude')}
        />
      </fieldset>
      <SubmitButton form={form}>{submit.label}</SubmitButton>
    </form>
  );
}
