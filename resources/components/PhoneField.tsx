import type { ComponentProps } from 'react';
import { useTranslation } from '../lib/i18n';
import { TextField } from './ui/TextField';

/** A phone number input that says which format the server accepts (international, with +). */
export function PhoneField(props: Omit<ComponentProps<typeof TextField>, 'type' | 'hint'>) {
  const { t } = useTranslation();
  return <TextField type="tel" inputMode="tel" maxLength={32} hint={t('phone.hint')} {...props} />;
}
