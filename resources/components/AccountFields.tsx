import type { InertiaFormProps } from '@inertiajs/react';
import type { ReactNode } from 'react';
import { bindField } from '../lib/bind-field';
import { useTranslation } from '../lib/i18n';
import { TextField } from './ui/TextField';

type AccountForm = { name: string; email: string; password: string; password_confirmation: string };

/** Name, e-mail, password and its confirmation: the account part of both ways to register. */
export function AccountFields({
  form: account,
  passwordRequired = true,
  beforePassword,
}: {
  form: InertiaFormProps<AccountForm>;
  passwordRequired?: boolean;
  /** Shown between the e-mail and the password, e.g. a note that the password is already chosen. */
  beforePassword?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('auth.register.name')}
        autoComplete="name"
        required
        autoFocus
        maxLength={255}
        {...bindField(account, 'name')}
      />
      <TextField
        label={t('auth.register.email')}
        type="email"
        autoComplete="email"
        required
        maxLength={255}
        {...bindField(account, 'email')}
      />
      {beforePassword}
      <TextField
        label={t('auth.register.password')}
        type="password"
        autoComplete="new-password"
        required={passwordRequired}
        {...bindField(account, 'password')}
      />
      <TextField
        label={t('auth.register.passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        required={passwordRequired}
        {...bindField(account, 'password_confirmation')}
      />
    </>
  );
}
