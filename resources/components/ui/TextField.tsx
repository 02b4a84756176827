import type { InputHTMLAttributes, Ref } from 'react';
import { CONTROL_CLASS, FieldFrame, useFieldIds } from './FieldFrame';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string;
  /** A short help text under the field, read out with it. */
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, hint, className, ...input }: TextFieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      <input id={ids.id} {...ids.describe} className={CONTROL_CLASS} {...input} />
    </FieldFrame>
  );
}
