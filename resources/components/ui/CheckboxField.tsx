import { useId, type InputHTMLAttributes } from 'react';
import { InputError } from './InputError';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  error?: string;
}

export function CheckboxField({ label, error, className = '', ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <div className="flex items-center gap-3">
        <input
          id={id}
          type="checkbox"
          className="size-4 rounded border-gray-400 text-indigo-700 accent-indigo-700 dark:border-gray-600 dark:accent-indigo-400"
          {...input}
        />
        <label htmlFor={id} className="text-sm text-gray-900 dark:text-gray-100">
          {label}
        </label>
      </div>
      <InputError message={error} />
    </div>
  );
}
