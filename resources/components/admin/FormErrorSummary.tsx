import { useEffect, type RefObject } from 'react';
import { useTranslation } from '../../lib/i18n';

interface FormErrorSummaryProps {
  errors: Partial<Record<string, string>>;
  /** Raised by each failed save, so the same errors after a second try move focus again. */
  attempt: number;
  form: RefObject<HTMLFormElement | null>;
}

/**
 * At the top of a long form: says a save failed and lists why, as an alert screen readers announce,
 * and moves focus to the first field marked invalid (a cover's description is far below the Save
 * button's line of sight otherwise).
 */
export function FormErrorSummary({ errors, attempt, form }: FormErrorSummaryProps) {
  const { t } = useTranslation();
  useEffect(() => {
    if (attempt === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, form]);

  const messages = Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1]));
  if (messages.length === 0) return null;
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <p className="font-semibold">{t('admin.form.notSaved')}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {messages.map(([field, message]) => (
          <li key={field}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
