import { useId, type ReactNode } from 'react';
import { InputError } from './InputError';

/**
 * The look every text-like control shares: input, text area, select, combobox. A file input's choose
 * button, which the reset styles leave as bare text, gets a button's fill.
 */
export const CONTROL_CLASS =
  'mt-2 block w-full rounded-lg border border-gray-400 bg-white px-3 py-2 text-gray-900 shadow-sm placeholder:text-gray-500 file:mr-3 file:rounded-md file:bg-indigo-700 file:px-3 file:py-1 file:font-semibold file:text-white focus:border-indigo-600 focus:outline-2 focus:outline-indigo-600 aria-invalid:border-red-600 disabled:opacity-60 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100 dark:file:bg-indigo-400 dark:file:text-gray-950 dark:focus:border-indigo-400 dark:focus:outline-indigo-400';

export interface FieldIds {
  id: string;
  hintId: string;
  errorId: string;
  /** The attributes that tie the control to its hint and error, so screen readers read them with it. */
  describe: { 'aria-invalid'?: true; 'aria-describedby'?: string };
}

export function useFieldIds(hint: string | undefined, error: string | undefined): FieldIds {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return {
    id,
    hintId,
    errorId,
    describe: { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined },
  };
}

interface FieldFrameProps {
  ids: FieldIds;
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
}

/** A control's label above it, and its hint and error below it. */
export function FieldFrame({ ids, label, hint, error, className = '', children }: FieldFrameProps) {
  return (
    <div className={className}>
      <label htmlFor={ids.id} className="block text-sm font-medium text-gray-900 dark:text-gray-100">
        {label}
      </label>
      {children}
      {hint && (
        <p id={ids.hintId} className="mt-2 text-sm text-gray-600 dark:text-gray-300">
          {hint}
        </p>
      )}
      <InputError id={ids.errorId} message={error} />
    </div>
  );
}
