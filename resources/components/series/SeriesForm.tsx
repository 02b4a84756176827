import { useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { MAX_SERIES_DATES, MAX_SERIES_WEEKS_APART, seriesDates, type SeriesFrequency } from '../../../common/series';
import { toZonedInput } from '../../../common/zoned-time';
import { formatCalendarDate } from '../../lib/format-date';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import { appTimeZone } from '../../lib/time-zone';
import { SubmitButton } from '../ui/SubmitButton';
import { CheckboxField } from '../ui/CheckboxField';
import { RadioGroupField } from '../ui/RadioGroupField';
import { SelectField } from '../ui/SelectField';
import { TextField } from '../ui/TextField';

type Ends = 'until' | 'count';

interface SeriesFormData {
  frequency: SeriesFrequency;
  interval: string;
  ends: Ends;
  until: string;
  count: string;
  skipped: string[];
}

/**
 * "Repeat this event": how often and until when, with the dates it gives listed as you type (the same
 * rule the server applies); unticking a date skips it.
 */
export function SeriesForm({ event }: { event: { id: number; startsAt: string } }) {
  const { t } = useTranslation();
  const first = toZonedInput(event.startsAt, appTimeZone()).slice(0, 10);
  const form = useForm<SeriesFormData>({
    frequency: 'weekly',
    interval: '1',
    ends: 'count',
    until: '',
    count: '6',
    skipped: [],
  });
  const { data } = form;
  const interval = Math.min(MAX_SERIES_WEEKS_APART, Math.max(1, Number(data.interval) || 1));
  const count = Math.min(MAX_SERIES_DATES, Number(data.count) || 0);
  const preview = seriesDates(first, {
    frequency: data.frequency,
    interval,
    until: data.ends === 'until' ? data.until || first : null,
    count: data.ends === 'count' ? count : null,
    skipped: [],
  }).slice(1);
  const toggle = (date: string, included: boolean) =>
    form.setData('skipped', included ? data.skipped.filter((skipped) => skipped !== date) : [...data.skipped, date]);
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    form.transform((values) => ({
      ...values,
      skipped: values.skipped.filter((date) => preview.includes(date)),
    }));
    form.post(routes.admin.events.series(event.id), { preserveScroll: true });
  };
  return (
    <form onSubmit={submit} noValidate className="max-w-3xl space-y-5">
      <SelectField
        label={t('admin.series.frequency')}
        name="frequency"
        value={data.frequency}
        options={[
          { value: 'weekly', label: t('admin.series.weekly') },
          { value: 'monthly', label: t('admin.series.monthly') },
        ]}
        onChange={(changed) => form.setData('frequency', changed.target.value as SeriesFrequency)}
        error={form.errors.frequency}
      />
      {data.frequency === 'weekly' && (
        <TextField
          label={t('admin.series.interval')}
          name="interval"
          type="number"
          min={1}
          max={MAX_SERIES_WEEKS_APART}
          inputMode="numeric"
          value={data.interval}
          onChange={(changed) => form.setData('interval', changed.target.value)}
          error={form.errors.interval}
        />
      )}
      <RadioGroupField<Ends>
        legend={t('admin.series.ends')}
        name="ends"
        options={[
          { value: 'count', label: t('admin.series.endsCount') },
          { value: 'until', label: t('admin.series.endsUntil') },
        ]}
        value={data.ends}
        onChange={(ends) => form.setData('ends', ends)}
        error={form.errors.ends}
      />
      {data.ends === 'count' ? (
        <TextField
          label={t('admin.series.count')}
          name="count"
          type="number"
          min={2}
          max={MAX_SERIES_DATES}
          inputMode="numeric"
          value={data.count}
          onChange={(changed) => form.setData('count', changed.target.value)}
          error={form.errors.count}
        />
      ) : (
        <TextField
          label={t('admin.series.until')}
          name="until"
          type="date"
          min={first}
          value={data.until}
          onChange={(changed) => form.setData('until', changed.target.value)}
          error={form.errors.until}
        />
      )}
      <fieldset>
        <legend className="text-sm font-medium text-gray-900 dark:text-gray-100">{t('admin.series.preview')}</legend>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">{t('admin.series.previewHint')}</p>
        <p className="mt-3 text-sm font-semibold text-gray-900 dark:text-white">
          {formatCalendarDate(first)} ({t('admin.series.thisDate')})
        </p>
        {preview.length === 0 ? (
          <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">{t('admin.series.noDates')}</p>
        ) : (
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {preview.map((date) => (
              <li key={date}>
                <CheckboxField
                  label={formatCalendarDate(date)}
                  aria-label={t('admin.series.include', { date: formatCalendarDate(date) })}
                  checked={!data.skipped.includes(date)}
                  onChange={(changed) => toggle(date, changed.target.checked)}
                />
              </li>
            ))}
          </ul>
        )}
        {form.errors.skipped && <p className="mt-2 text-sm text-red-700 dark:text-red-300">{form.errors.skipped}</p>}
      </fieldset>
      <SubmitButton form={form}>{t('admin.series.create')}</SubmitButton>
    </form>
  );
}
