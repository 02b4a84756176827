import { useId } from 'react';
import { InputError } from './InputError';

interface RadioGroupFieldProps<Value extends string> {
  legend: string;
  name: string;
  options: readonly { value: Value; label: string }[];
  value: Value | '';
  onChange: (value: Value) => void;
  error?: string;
  disabled?: boolean;
}

/** Native radios in a fieldset: the legend names the group, arrow keys move between options. */
export function RadioGroupField<Value extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  disabled,
}: RadioGroupFieldProps<Value>) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-gray-900 dark:text-gray-100">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm text-gray-900 dark:text-gray-100">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              disabled={disabled}
              className="size-4 accent-indigo-700 dark:accent-indigo-400"
            />
            {option.label}
          </label>
        ))}
      </div>
      <InputError id={errorId} message={error} />
    </fieldset>
  );
}
