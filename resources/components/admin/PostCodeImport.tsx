import { useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import { routes } from '../../lib/routes';
import { SubmitButton } from '../ui/SubmitButton';
import { InputError } from '../ui/InputError';
import { TextField } from '../ui/TextField';

/** The errors of a refused import: one per rejected row, named `line.<n>` by the server. */
function rejectedRows(errors: Record<string, string>): { line: number; reason: string }[] {
  return Object.entries(errors)
    .filter(([key]) => /^line\.\d+$/.test(key))
    .map(([key, reason]) => ({ line: Number(key.slice('line.'.length)), reason }))
    .sort((a, b) => a.line - b.line);
}

/** Uploads a CSV file of post codes; the errors come back in their own bag, apart from the single-code form. */
export function PostCodeImport({ columns, maxRows }: { columns: readonly string[]; maxRows: number }) {
  const { t } = useTranslation();
  const form = useForm<{ file: File | null }>({ file: null });
  const errors = form.errors as Record<string, string>;
  const rejected = rejectedRows(errors);
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.post(routes.admin.postCodes.import(), { errorBag: 'import', forceFormData: true, preserveScroll: true });
  };
  return (
    <form onSubmit={send} noValidate className="max-w-2xl space-y-4">
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('admin.postCode.importIntro', { maxRows })}</p>
      {/* Wrapped rather than scrolled: a scrolling region would need its own keyboard focus. */}
      <pre className="rounded-lg bg-gray-100 px-3 py-2 text-sm break-all whitespace-pre-wrap text-gray-900 dark:bg-gray-900 dark:text-gray-100">
        <code>{`${columns.join(',')}\n1011 AB,Amsterdam,North Holland,52.3731,4.8922\n3511 LX,Utrecht,,,`}</code>
      </pre>
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('admin.postCode.importAllOrNothing')}</p>
      <TextField
        label={t('admin.postCode.file')}
        type="file"
        name="file"
        accept=".csv,text/csv"
        onChange={(event) => form.setData('file', event.target.files?.[0] ?? null)}
        error={errors.file}
        disabled={form.processing}
      />
      {rejected.length > 0 && (
        <section aria-labelledby="rejected-rows" className="rounded-xl border border-red-300 p-4 dark:border-red-800">
          <h3 id="rejected-rows" className="font-semibold text-gray-900 dark:text-white">
            {t('admin.postCode.rejected')}
          </h3>
          <ul className="mt-2 space-y-1">
            {rejected.map(({ line, reason }) => (
              <li key={line}>
                <InputError message={t('admin.postCode.line', { line, reason })} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <SubmitButton form={form}>{t('admin.postCode.importButton')}</SubmitButton>
    </form>
  );
}
