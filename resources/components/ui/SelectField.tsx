import type { SelectHTMLAttributes } from 'react';
import { CONTROL_CLASS, FieldFrame, useFieldIds } from './FieldFrame';

export interface SelectOption<Value extends string = string> {
  value: Value;
  label: string;
}

interface SelectFieldProps<Value extends string> extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly SelectOption<Value>[];
  error?: string;
  /** A first, empty choice such as "Choose…"; a required field then starts with nothing chosen. */
  placeholder?: string;
}

export function SelectField<Value extends string>({
  label,
  options,
  error,
  placeholder,
  className,
  ...select
}: SelectFieldProps<Value>) {
  const ids = useFieldIds(undefined, error);
  return (
    <FieldFrame ids={ids} label={label} error={error} className={className}>
      <select id={ids.id} {...ids.describe} className={CONTROL_CLASS} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
