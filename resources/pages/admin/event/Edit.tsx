import { Head, useForm } from '@inertiajs/react';
import { useRef, useState, type FormEvent } from 'react';
import { CoverImageField, type CoverImageValue } from '../../../components/admin/CoverImageField';
import { FormErrorSummary } from '../../../components/admin/FormErrorSummary';
import { MarkdownField } from '../../../components/admin/MarkdownField';
import { EventStatusBadge } from '../../../components/event-admin/EventStatusBadge';
import { BackLink } from '../../../components/ui/BackLink';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { Notice } from '../../../components/ui/Notice';
import { PageHeader } from '../../../components/ui/PageHeader';
import { RadioGroupField } from '../../../components/ui/RadioGroupField';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { bindField } from '../../../lib/bind-field';
import { useTranslation } from '../../../lib/i18n';
import { fromLocalInput, toLocalInput } from '../../../lib/local-date-time';
import { appTimeZone } from '../../../lib/time-zone';
import { routes } from '../../../lib/routes';
import { EVENT_STATUSES, type AdminEventForm } from '../../../../common/types/event-admin';
import type { PageProps } from '../../../../common/types/pages';

const DATE_FIELDS = ['startsAt', 'endsAt', 'registrationOpensAt', 'registrationClosesAt'] as const;

type EditScope = 'this' | 'following';
type FormData = Omit<AdminEventForm, 'id' | 'cover'> & { coverImage: File | null; scope: EditScope };

export default function EventEdit({ event, locations, laterDates }: PageProps['admin/event/Edit']) {
  const { t } = useTranslation();
  const { id, cover: storedCover, ...stored } = event;
  // The date fields hold the browser's wall-clock time; they go back to the server as ISO instants.
  const form = useForm<FormData>({
    ...stored,
    coverImage: null,
    scope: 'this',
    ...Object.fromEntries(DATE_FIELDS.map((field) => [field, toLocalInput(stored[field])])),
  });
  // A chosen file makes the form multipart; without one it stays JSON.
  form.transform(({ coverImage, ...data }) => ({
    ...data,
    ...Object.fromEntries(DATE_FIELDS.map((field) => [field, fromLocalInput(data[field])])),
    ...(coverImage ? { coverImage } : {}),
  }));
  const title = t('admin.event.edit', { title: event.title });
  const formRef = useRef<HTMLFormElement>(null);
  const [failedSaves, setFailedSaves] = useState(0);
  const submit = (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    form.put(routes.admin.events.record(id), {
      preserveScroll: true,
      onSuccess: () => form.setData((data) => ({ ...data, coverImage: null, removeCoverImage: false })),
      onError: () => setFailedSaves((count) => count + 1),
    });
  };
  const cover: CoverImageValue = {
    file: form.data.coverImage,
    remove: form.data.removeCoverImage,
    alt: form.data.coverImageAlt,
  };
  const setCover = (value: CoverImageValue) =>
    form.setData((data) => ({
      ...data,
      coverImage: value.file,
      removeCoverImage: value.remove,
      coverImageAlt: value.alt,
    }));
  const select = (name: 'locationId' | 'status') => ({
    name,
    value: form.data[name],
    onChange: (changed: { target: { value: string } }) =>
      form.setData(name, changed.target.value as FormData[typeof name]),
    error: form.errors[name],
    disabled: form.processing,
  });
  return (
    <>
      <Head title={title} />
      <BackLink href={routes.admin.events.record(id)} label={event.title} />
      <PageHeader title={title}>
        <div className="mt-3">
          <EventStatusBadge status={event.status} />
        </div>
      </PageHeader>
      <form ref={formRef} onSubmit={submit} noValidate className="max-w-5xl space-y-5">
        <FormErrorSummary errors={form.errors} attempt={failedSaves} form={formRef} />
        <TextField label={t('admin.event.title')} required autoComplete="off" {...bindField(form, 'title')} />
        <TextField
          label={t('admin.event.slug')}
          required
          autoComplete="off"
          hint={t('admin.event.slugHint', { slug: form.data.slug })}
          {...bindField(form, 'slug')}
        />
        <TextField
          label={t('admin.event.summary')}
          autoComplete="off"
          hint={t('admin.event.summaryHint')}
          {...bindField(form, 'summary')}
        />
        <TextField
          label={t('admin.tags.label')}
          hint={t('admin.tags.hint')}
          autoComplete="off"
          {...bindField(form, 'tags')}
        />
        <MarkdownField
          label={t('admin.event.description')}
          hint={t('admin.event.descriptionHint')}
          name="description"
          value={form.data.description}
          onChange={(value) => form.setData('description', value)}
          previewUrl={routes.admin.events.preview()}
          error={form.errors.description}
          disabled={form.processing}
        />
        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className="sr-only">{t('admin.event.when')}</legend>
          <p className="text-sm text-gray-600 sm:col-span-2 dark:text-gray-300">
            {t('admin.event.timeZoneHint', { zone: appTimeZone() })}
          </p>
          <TextField
            label={t('admin.event.startsAt')}
            type="datetime-local"
            required
            {...bindField(form, 'startsAt')}
          />
          <TextField label={t('admin.event.endsAt')} type="datetime-local" required {...bindField(form, 'endsAt')} />
          <TextField
            label={t('admin.event.registrationOpensAt')}
            type="datetime-local"
            hint={t('admin.event.registrationHint')}
            {...bindField(form, 'registrationOpensAt')}
          />
          <TextField
            label={t('admin.event.registrationClosesAt')}
            type="datetime-local"
            {...bindField(form, 'registrationClosesAt')}
          />
        </fieldset>
        <SelectField
          label={t('admin.event.location')}
          options={[
            { value: '', label: t('admin.event.noLocation') },
            ...locations.map((location) => ({ value: String(location.id), label: location.name })),
          ]}
          {...select('locationId')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('admin.event.capacity')}
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            hint={t('admin.event.capacityHint')}
            {...bindField(form, 'capacity')}
          />
          <TextField
            label={t('admin.event.minimumAge')}
            type="number"
            min={0}
            max={120}
            step={1}
            inputMode="numeric"
            hint={t('admin.event.minimumAgeHint')}
            {...bindField(form, 'minimumAge')}
          />
          <TextField
            label={t('admin.event.reminderHours')}
            type="number"
            min={1}
            max={168}
            step={1}
            inputMode="numeric"
            hint={t('admin.event.reminderHoursHint')}
            {...bindField(form, 'reminderHours')}
          />
          <TextField
            label={t('admin.event.claimWindowHours')}
            type="number"
            min={1}
            max={168}
            step={1}
            inputMode="numeric"
            hint={t('admin.event.claimWindowHoursHint')}
            {...bindField(form, 'claimWindowHours')}
          />
        </div>
        <CoverImageField
          legend={t('admin.event.coverImage')}
          current={storedCover}
          value={cover}
          onChange={setCover}
          errors={{ file: form.errors.coverImage, alt: form.errors.coverImageAlt }}
          disabled={form.processing}
        />
        <SelectField
          label={t('admin.event.status')}
          options={EVENT_STATUSES.map((status) => ({ value: status, label: t(`admin.event.statuses.${status}`) }))}
          {...select('status')}
        />
        {form.data.status === 'cancelled' && event.status !== 'cancelled' && (
          <Notice tone="warning">{t('admin.event.cancelHint')}</Notice>
        )}
        {laterDates > 0 && (
          <RadioGroupField<EditScope>
            legend={t('admin.series.scope')}
            name="scope"
            options={[
              { value: 'this', label: t('admin.series.scopeThis') },
              { value: 'following', label: t('admin.series.scopeFollowing', { count: laterDates }) },
            ]}
            value={form.data.scope}
            onChange={(scope) => form.setData('scope', scope)}
            error={form.errors.scope}
            disabled={form.processing}
          />
        )}
        <SubmitButton form={form}>{form.processing ? t('admin.form.saving') : t('admin.form.save')}</SubmitButton>
      </form>
    </>
  );
}
