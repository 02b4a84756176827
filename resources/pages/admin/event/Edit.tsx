import { Head, useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { EventStatusBadge } from '../../../components/event-admin/EventStatusBadge';
import { BackLink } from '../../../components/ui/BackLink';
import { Button } from '../../../components/ui/Button';
import { Notice } from '../../../components/ui/Notice';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SelectField } from '../../../components/ui/SelectField';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { bindField } from '../../../lib/bind-field';
import { useTranslation } from '../../../lib/i18n';
import { browserTimeZone, fromLocalInput, toLocalInput } from '../../../lib/local-date-time';
import { routes } from '../../../lib/routes';
import { EVENT_STATUSES, type AdminEventForm, type LocationChoice } from '../../../types/event-admin';

const DATE_FIELDS = ['startsAt', 'endsAt', 'registrationOpensAt', 'registrationClosesAt'] as const;

type FormData = Omit<AdminEventForm, 'id'>;

export default function EventEdit({ event, locations }: { event: AdminEventForm; locations: LocationChoice[] }) {
  const { t } = useTranslation();
  const { id, ...stored } = event;
  // The date fields hold the browser's wall-clock time; they go back to the server as ISO instants.
  const form = useForm<FormData>({ ...stored, ...Object.fromEntries(DATE_FIELDS.map((field) => [field, toLocalInput(stored[field])])) });
  form.transform((data) => ({ ...data, ...Object.fromEntries(DATE_FIELDS.map((field) => [field, fromLocalInput(data[field])])) }));
  const title = t('admin.event.edit', { title: event.title });
  const submit = (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    form.put(routes.admin.events.update(id), { preserveScroll: true });
  };
  const select = (name: 'locationId' | 'status') => ({
    name,
    value: form.data[name],
    onChange: (changed: { target: { value: string } }) => form.setData(name, changed.target.value as FormData[typeof name]),
    error: form.errors[name],
    disabled: form.processing,
  });
  return (
    <>
      <Head title={title} />
      <BackLink href={routes.admin.events.show(id)} label={event.title} />
      <PageHeader title={title}>
        <div className="mt-3">
          <EventStatusBadge status={event.status} />
        </div>
      </PageHeader>
      <form onSubmit={submit} noValidate className="max-w-3xl space-y-5">
        <TextField label={t('admin.event.title')} required autoComplete="off" {...bindField(form, 'title')} />
        <TextField label={t('admin.event.slug')} required autoComplete="off" hint={t('admin.event.slugHint', { slug: form.data.slug })} {...bindField(form, 'slug')} />
        <TextField label={t('admin.event.summary')} autoComplete="off" hint={t('admin.event.summaryHint')} {...bindField(form, 'summary')} />
        <TextAreaField
          label={t('admin.event.description')}
          hint={t('admin.event.descriptionHint')}
          rows={10}
          name="description"
          value={form.data.description}
          onChange={(changed) => form.setData('description', changed.target.value)}
          error={form.errors.description}
          disabled={form.processing}
        />
        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className="sr-only">{t('admin.event.when')}</legend>
          <p className="text-sm text-gray-600 sm:col-span-2 dark:text-gray-300">{t('admin.event.timeZoneHint', { zone: browserTimeZone() })}</p>
          <TextField label={t('admin.event.startsAt')} type="datetime-local" required {...bindField(form, 'startsAt')} />
          <TextField label={t('admin.event.endsAt')} type="datetime-local" required {...bindField(form, 'endsAt')} />
          <TextField label={t('admin.event.registrationOpensAt')} type="datetime-local" hint={t('admin.event.registrationHint')} {...bindField(form, 'registrationOpensAt')} />
          <TextField label={t('admin.event.registrationClosesAt')} type="datetime-local" {...bindField(form, 'registrationClosesAt')} />
        </fieldset>
        <SelectField
          label={t('admin.event.location')}
          options={[{ value: '', label: t('admin.event.noLocation') }, ...locations.map((location) => ({ value: String(location.id), label: location.name }))]}
          {...select('locationId')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={t('admin.event.capacity')} type="number" min={1} step={1} inputMode="numeric" hint={t('admin.event.capacityHint')} {...bindField(form, 'capacity')} />
          <TextField label={t('admin.event.minimumAge')} type="number" min={0} max={120} step={1} inputMode="numeric" hint={t('admin.event.minimumAgeHint')} {...bindField(form, 'minimumAge')} />
        </div>
        <TextField label={t('admin.event.coverImageAlt')} autoComplete="off" {...bindField(form, 'coverImageAlt')} />
        <SelectField
          label={t('admin.event.status')}
          options={EVENT_STATUSES.map((status) => ({ value: status, label: t(`admin.event.statuses.${status}`) }))}
          {...select('status')}
        />
        {form.data.status === 'cancelled' && event.status !== 'cancelled' && <Notice tone="warning">{t('admin.event.cancelHint')}</Notice>}
        <Button type="submit" disabled={form.processing}>
          {t('admin.form.save')}
        </Button>
      </form>
    </>
  );
}
