import { Head, useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { FormActions } from '../../components/settings/FormActions';
import { PhoneField } from '../../components/PhoneField';
import { Button } from '../../components/ui/Button';
import { SubmitButton } from '../../components/ui/SubmitButton';
import { FactList } from '../../components/ui/FactList';
import { PageHeader } from '../../components/ui/PageHeader';
import { formatPhone } from '../../lib/format-phone';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import type { PhoneView } from '../../../common/types/settings';
import type { PageProps } from '../../../common/types/pages';

export default function Phone({ phone }: PageProps['settings/Phone']) {
  const { t } = useTranslation();
  return (
    <>
      <Head title={t('settings.phoneForm.heading')} />
      <PageHeader title={t('settings.phoneForm.heading')} description={t('settings.phoneForm.description')} />
      <div className="mb-8">
        {phone ? (
          <FactList facts={[{ label: t('settings.phoneForm.current'), value: formatPhone(phone, t) }]} />
        ) : (
          <p className="text-gray-600 dark:text-gray-300">{t('settings.phoneForm.none')}</p>
        )}
      </div>
      {/* A saved or removed number remounts the form, so it shows what the server stored. */}
      <PhoneForm key={phone?.e164 ?? ''} phone={phone} />
    </>
  );
}

function PhoneForm({ phone }: { phone: PhoneView | null }) {
  const { t } = useTranslation();
  const form = useForm({ phone: phone?.international ?? '' });
  const removal = useForm({});
  const busy = form.processing || removal.processing;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.put(routes.settings.phone(), { preserveScroll: true });
  };

  const remove = () => removal.delete(routes.settings.phone(), { preserveScroll: true });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <PhoneField
        label={t('settings.phoneForm.number')}
        name="phone"
        autoComplete="tel"
        required
        value={form.data.phone}
        onChange={(event) => form.setData('phone', event.target.value)}
        error={form.errors.phone}
        disabled={busy}
      />
      <FormActions>
        <SubmitButton form={form} unavailable={removal.processing}>
          {t('settings.phoneForm.save')}
        </SubmitButton>
        {phone && (
          <Button variant="secondary" onClick={remove} disabled={busy}>
            {t('settings.phoneForm.remove')}
          </Button>
        )}
      </FormActions>
    </form>
  );
}
