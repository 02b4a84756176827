import { Head, useForm, usePage } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { AuthHeading } from '../../components/ui/AuthHeading';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { TextField } from '../../components/ui/TextField';
import { bindField } from '../../lib/bind-field';
import { formatDate, formatDateTime } from '../../lib/format-date';
import { useTranslation } from '../../lib/i18n';
import type { PageProps } from '../../../common/types/pages';

/** A door invitation opened without an account: the volunteer gives the name their scans are logged with. */
export default function Join({ event, closesAt }: PageProps['door/Join']) {
  const { t } = useTranslation();
  const { url } = usePage();
  const form = useForm({ name: '' });
  const submit = (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    form.post(url);
  };
  const title = t('scanner.join.title', { title: event.title });
  return (
    <>
      <Head title={title} />
      <AuthHeading title={title} description={formatDate(event.startsAt)} />
      <form onSubmit={submit} noValidate className="space-y-5">
        <p className="text-gray-700 dark:text-gray-300">
          {t('scanner.join.intro', { closes: formatDateTime(closesAt) })}
        </p>
        <TextField label={t('scanner.join.name')} required autoComplete="name" {...bindField(form, 'name')} />
        <SubmitButton form={form} className="w-full">
          {t('scanner.join.submit')}
        </SubmitButton>
      </form>
    </>
  );
}
