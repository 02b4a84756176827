import { useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { MESSAGE_AUDIENCES, type MessageAudience } from '../../../common/types/messages';
import { bindField } from '../../lib/bind-field';
import { useTranslation } from '../../lib/i18n';
import { fromLocalInput } from '../../lib/local-date-time';
import { appTimeZone } from '../../lib/time-zone';
import { routes } from '../../lib/routes';
import { MarkdownField } from '../admin/MarkdownField';
import { SubmitButton } from '../ui/SubmitButton';
import { RadioGroupField } from '../ui/RadioGroupField';
import { SelectField } from '../ui/SelectField';
import { TextField } from '../ui/TextField';

type When = 'now' | 'later';

type MessageForm = {
  audience: MessageAudience;
  subject: string;
  body: string;
  when: When;
  /** The browser's wall-clock time; sent as an ISO instant. */
  sendAt: string;
};

/** Writes to the event's ticket holders, now or at a set time, with a preview rendered by the server. */
export function EventMessageForm({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const form = useForm<MessageForm>({ audience: 'all', subject: '', body: '', when: 'now', sendAt: '' });
  // "Later" goes with its choice: a time left empty is refused by the server, never sent as "now".
  form.transform(({ when, sendAt, ...data }) => ({
    ...data,
    when,
    sendAt: when === 'later' ? fromLocalInput(sendAt) : '',
  }));
  const submit = (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    form.post(routes.admin.events.messages(eventId), { preserveScroll: true, onSuccess: () => form.reset() });
  };
  return (
    <form onSubmit={submit} noValidate className="max-w-5xl space-y-5">
      <SelectField
        label={t('admin.messages.audience')}
        name="audience"
        value={form.data.audience}
        options={MESSAGE_AUDIENCES.map((audience) => ({
          value: audience,
          label: t(`admin.messages.audiences.${audience}`),
        }))}
        onChange={(changed) => form.setData('audience', changed.target.value as MessageAudience)}
        error={form.errors.audience}
        disabled={form.processing}
      />
      <TextField label={t('admin.messages.subject')} required autoComplete="off" {...bindField(form, 'subject')} />
      <MarkdownField
        label={t('admin.messages.body')}
        hint={t('admin.messages.bodyHint')}
        name="body"
        value={form.data.body}
        onChange={(value) => form.setData('body', value)}
        previewUrl={routes.admin.events.preview()}
        headingLevel={3}
        rows={8}
        error={form.errors.body}
        disabled={form.processing}
      />
      <RadioGroupField<When>
        legend={t('admin.messages.when')}
        name="when"
        value={form.data.when}
        options={[
          { value: 'now', label: t('admin.messages.now') },
          { value: 'later', label: t('admin.messages.later') },
        ]}
        onChange={(value) => form.setData('when', value)}
        error={form.errors.when}
        disabled={form.processing}
      />
      {form.data.when === 'later' && (
        <TextField
          label={t('admin.messages.sendAt')}
          type="datetime-local"
          required
          hint={t('admin.event.timeZoneHint', { zone: appTimeZone() })}
          {...bindField(form, 'sendAt')}
        />
      )}
      <SubmitButton form={form}>
        {form.data.when === 'later' ? t('admin.messages.schedule') : t('admin.messages.send')}
      </SubmitButton>
    </form>
  );
}
