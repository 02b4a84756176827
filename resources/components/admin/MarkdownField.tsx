import { useId } from 'react';
import { useMarkdownPreview } from '../../hooks/use-markdown-preview';
import { useTranslation } from '../../lib/i18n';
import { HtmlContent } from '../ui/HtmlContent';
import { TextAreaField } from '../ui/TextAreaField';

interface MarkdownFieldProps {
  label: string;
  hint: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** Where the server renders a preview (POST { body } → { html }). */
  previewUrl: string;
  error?: string;
  disabled?: boolean;
}

/** A Markdown text box beside a live preview that the server renders, as the published page will. */
export function MarkdownField({ label, hint, name, value, onChange, previewUrl, error, disabled }: MarkdownFieldProps) {
  const { t } = useTranslation();
  const { html, failed } = useMarkdownPreview(previewUrl, value);
  const headingId = useId();
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <TextAreaField
        label={label}
        hint={hint}
        rows={18}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        disabled={disabled}
      />
      <section aria-labelledby={headingId} className="min-w-0">
        <h2 id={headingId} className="text-sm font-medium text-gray-900 dark:text-gray-100">
          {t('admin.post.preview')}
        </h2>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">
          {failed ? t('admin.post.previewFailed') : t('admin.post.previewHint')}
        </p>
        <div
          className="mt-2 max-h-[32rem] overflow-y-auto rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900"
          data-testid="markdown-preview"
        >
          {html ? (
            <HtmlContent html={html} />
          ) : (
            <p className="text-sm text-gray-600 dark:text-gray-300">{t('admin.post.previewEmpty')}</p>
          )}
        </div>
      </section>
    </div>
  );
}
