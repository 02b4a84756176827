import { useId, type InputHTMLAttributes } from 'react';
import { InputError } from './InputError';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  error?: string;
}

export function CheckboxField({ label, error, className = '', ...input }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="peer mt-0.5 size-4 shrink-0 rounded border-gray-400 text-indigo-700 accent-indigo-700 disabled:cursor-not-allowed disabled:opacity-60 dark:border-gray-600 dark:accent-indigo-400"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {/* A disabled box looks alike in dark mode; the dimmed label shows which options are locked. */}
        <label
          htmlFor={id}
          className="text-sm text-gray-900 peer-disabled:cursor-not-allowed peer-disabled:text-gray-500 dark:text-gray-100 dark:peer-disabled:text-gray-400"
        >
          {label}
        </label>
      </div>
      <InputError id={errorId} message={error} />
    </div>
  );
}
