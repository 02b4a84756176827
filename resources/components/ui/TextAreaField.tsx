import { useId, type TextareaHTMLAttributes } from 'react';
import { InputError } from './InputError';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string;
  /** A short help text under the field, read out with it. */
  hint?: string;
}

/** A labelled multi-line text box (descriptions, Markdown), with its hint and error tied to it. */
export function TextAreaField({ label, error, hint, className = '', rows = 6, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-gray-900 dark:text-gray-100">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="mt-2 block w-full rounded-lg border border-gray-400 bg-white px-3 py-2 text-gray-900 shadow-sm placeholder:text-gray-500 focus:border-indigo-600 focus:outline-2 focus:outline-indigo-600 aria-invalid:border-red-600 disabled:opacity-60 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100 dark:focus:border-indigo-400 dark:focus:outline-indigo-400"
        {...textarea}
      />
      {hint && (
        <p id={hintId} className="mt-2 text-sm text-gray-600 dark:text-gray-300">
          {hint}
        </p>
      )}
      <InputError id={errorId} message={error} />
    </div>
  );
}
