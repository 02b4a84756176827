import { useForm } from '@inertiajs/react';
import { useState } from 'react';
import { bindField } from '../../lib/bind-field';
import { useTranslation } from '../../lib/i18n';
import type { AdminLocationDetail, PostCodeChoice } from '../../../common/types/locations';
import { SubmitButton } from '../ui/SubmitButton';
import { CheckboxField } from '../ui/CheckboxField';
import { TextAreaField } from '../ui/TextAreaField';
import { TextField } from '../ui/TextField';
import { PostCodePicker } from './PostCodePicker';
import { resourceSubmitHandler, type ResourceSubmit } from './resource-submit';

type Editable = Pick<
  AdminLocationDetail,
  | 'name'
  | 'slug'
  | 'description'
  | 'streetAddress'
  | 'latitude'
  | 'longitude'
  | 'capacity'
  | 'capacityIsHardLimit'
  | 'published'
  | 'featured'
> & {
  postCode: PostCodeChoice | null;
};

const text = (value: number | null) => (value === null ? '' : String(value));

export function LocationForm({ initial, submit }: { initial: Editable; submit: ResourceSubmit }) {
  const { t } = useTranslation();
  const [postCode, setPostCode] = useState(initial.postCode);
  const form = useForm({
    name: initial.name,
    slug: initial.slug,
    description: initial.description,
    streetAddress: initial.streetAddress,
    postCodeId: initial.postCode?.id ?? ('' as number | ''),
    latitude: text(initial.latitude),
    longitude: text(initial.longitude),
    capacity: text(initial.capacity),
    capacityIsHardLimit: initial.capacityIsHardLimit,
    published: initial.published,
    featured: initial.featured,
  });
  const send = resourceSubmitHandler(form, submit);
  const choosePostCode = (choice: PostCodeChoice | null) => {
    setPostCode(choice);
    form.setData('postCodeId', choice?.id ?? '');
  };
  return (
    <form onSubmit={send} noValidate className="max-w-2xl space-y-5">
      <TextField label={t('admin.form.name')} required autoComplete="off" {...bindField(form, 'name')} />
      <TextField
        label={t('admin.location.slug')}
        hint={t('admin.location.slugHint', { slug: form.data.slug || '…' })}
        autoComplete="off"
        {...bindField(form, 'slug')}
      />
      <TextAreaField
        label={t('admin.location.description')}
        hint={t('admin.location.descriptionHint')}
        name="description"
        value={form.data.description}
        onChange={(event) => form.setData('description', event.target.value)}
        error={form.errors.description}
        disabled={form.processing}
      />
      <TextField
        label={t('admin.location.streetAddress')}
        required
        autoComplete="off"
        {...bindField(form, 'streetAddress')}
      />
      <PostCodePicker
        value={postCode}
        onChange={choosePostCode}
        error={form.errors.postCodeId}
        disabled={form.processing}
      />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm text-gray-600 dark:text-gray-300">{t('admin.location.coordinatesHint')}</legend>
        <TextField
          label={t('admin.location.latitude')}
          inputMode="decimal"
          autoComplete="off"
          {...bindField(form, 'latitude')}
        />
        <TextField
          label={t('admin.location.longitude')}
          inputMode="decimal"
          autoComplete="off"
          {...bindField(form, 'longitude')}
        />
      </fieldset>
      <TextField
        label={t('admin.location.capacity')}
        hint={t('admin.location.capacityHint')}
        inputMode="numeric"
        autoComplete="off"
        {...bindField(form, 'capacity')}
      />
      <CheckboxField
        label={t('admin.location.capacityIsHardLimit')}
        name="capacityIsHardLimit"
        checked={form.data.capacityIsHardLimit}
        onChange={(event) => form.setData('capacityIsHardLimit', event.target.checked)}
        error={form.errors.capacityIsHardLimit}
        disabled={form.processing}
      />
      <CheckboxField
        label={t('admin.location.published')}
        name="published"
        checked={form.data.published}
        onChange={(event) => form.setData('published', event.target.checked)}
        error={form.errors.published}
        disabled={form.processing}
      />
      <CheckboxField
        label={`${t('admin.location.featured')} — ${t('admin.location.featuredHint')}`}
        name="featured"
        checked={form.data.featured}
        onChange={(event) => form.setData('featured', event.target.checked)}
        error={form.errors.featured}
        disabled={form.processing}
      />
      <SubmitButton form={form}>{submit.label}</SubmitButton>
    </form>
  );
}
