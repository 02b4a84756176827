import type { TextareaHTMLAttributes } from 'react';
import { CONTROL_CLASS, FieldFrame, useFieldIds } from './FieldFrame';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string;
  /** A short help text under the field, read out with it. */
  hint?: string;
}

/** A labelled multi-line text box (descriptions, Markdown), with its hint and error tied to it. */
export function TextAreaField({ label, error, hint, className, rows = 6, ...textarea }: TextAreaFieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      <textarea id={ids.id} rows={rows} {...ids.describe} className={CONTROL_CLASS} {...textarea} />
    </FieldFrame>
  );
}
