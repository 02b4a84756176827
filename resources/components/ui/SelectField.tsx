import { useId, type SelectHTMLAttributes } from 'react';
import { InputError } from './InputError';

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

export function SelectField<Value extends string>({ label, options, error, placeholder, className = '', ...select }: SelectFieldProps<Value>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-gray-900 dark:text-gray-100">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="mt-2 block w-full rounded-lg border border-gray-400 bg-white px-3 py-2 text-gray-900 shadow-sm focus:border-indigo-600 focus:outline-2 focus:outline-indigo-600 aria-invalid:border-red-600 disabled:opacity-60 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100 dark:focus:border-indigo-400 dark:focus:outline-indigo-400"
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <InputError id={errorId} message={error} />
    </div>
  );
}
