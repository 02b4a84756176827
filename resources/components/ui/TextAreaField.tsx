import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { CONTROL_CLASS, FieldFrame, useFieldIds } from './FieldFrame';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string;
  /** A short help text under the field, read out with it. */
  hint?: string;
  /** Controls between the label and the box (a formatting toolbar); gets the box's id. */
  toolbar?: (id: string) => ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text box (descriptions, Markdown), with its hint and error tied to it. */
export function TextAreaField({ label, error, hint, className, rows = 6, toolbar, ...textarea }: TextAreaFieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      {toolbar?.(ids.id)}
      <textarea
        id={ids.id}
        rows={rows}
        {...ids.describe}
        className={toolbar ? `${CONTROL_CLASS} !mt-0 !rounded-t-none` : CONTROL_CLASS}
        {...textarea}
      />
    </FieldFrame>
  );
}
