import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import type { ImageView } from '../../../common/types/images';
import { Button } from '../ui/Button';
import { InputError } from '../ui/InputError';
import { ResponsiveImage } from '../ui/ResponsiveImage';
import { TextField } from '../ui/TextField';

/** What the server accepts (it checks the content; this only narrows the file picker). */
const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

export interface CoverImageValue {
  /** A newly chosen file, sent with the form (multipart). */
  file: File | null;
  /** Drop the stored image on save. */
  remove: boolean;
  alt: string;
}

interface CoverImageFieldProps {
  legend: string;
  /** The image stored now, if any. */
  current: ImageView | null;
  value: CoverImageValue;
  onChange: (value: CoverImageValue) => void;
  errors: { file?: string; alt?: string };
  disabled?: boolean;
}

/** A local preview of the chosen file; the object URL is released when the file changes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

/**
 * An image upload with its preview, alt text (required when there is an image) and a remove option:
 * any record with a cover (posts, events) uses it with one file field and one alt field.
 */
export function CoverImageField({ legend, current, value, onChange, errors, disabled }: CoverImageFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  // A new key empties the file input after "remove".
  const [inputKey, setInputKey] = useState(0);
  const chosenUrl = useObjectUrl(value.file);
  const shown = value.file ? 'chosen' : current && !value.remove ? 'current' : 'none';

  const clearFile = () => {
    setInputKey((key) => key + 1);
    onChange({ ...value, file: null });
  };

  return (
    <fieldset className="space-y-4 rounded-2xl border border-gray-200 p-4 dark:border-gray-800">
      <legend className="px-1 text-sm font-semibold text-gray-900 dark:text-gray-100">{legend}</legend>
      {shown === 'chosen' && chosenUrl && (
        <figure>
          <img src={chosenUrl} alt={value.alt} className="aspect-[16/9] w-full max-w-md rounded-lg object-cover" />
          <figcaption className="mt-1 text-sm text-gray-600 dark:text-gray-300">{t('images.selected')}</figcaption>
        </figure>
      )}
      {shown === 'current' && current && (
        <figure>
          <ResponsiveImage
            image={{ ...current, alt: value.alt }}
            sizes="28rem"
            className="aspect-[16/9] w-full max-w-md rounded-lg"
          />
          <figcaption className="mt-1 text-sm text-gray-600 dark:text-gray-300">{t('images.current')}</figcaption>
        </figure>
      )}
      {value.remove && !value.file && (
        <p className="text-sm text-amber-800 dark:text-amber-200">{t('images.removed')}</p>
      )}
      <div>
        <label htmlFor={inputId} className="block text-sm font-medium text-gray-900 dark:text-gray-100">
          {t('images.choose')}
        </label>
        <input
          key={inputKey}
          id={inputId}
          type="file"
          accept={ACCEPTED_TYPES}
          disabled={disabled}
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={errors.file ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => onChange({ ...value, file: event.target.files?.[0] ?? null, remove: false })}
          className="mt-2 block w-full text-sm text-gray-900 file:mr-4 file:rounded-lg file:border-0 file:bg-indigo-700 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-indigo-800 dark:text-gray-100 dark:file:bg-indigo-400 dark:file:text-gray-950"
        />
        <p id={hintId} className="mt-2 text-sm text-gray-600 dark:text-gray-300">
          {t('images.hint')}
        </p>
        <InputError id={errorId} message={errors.file} />
      </div>
      {shown !== 'none' && (
        <TextField
          label={t('images.alt')}
          hint={t('images.altHint')}
          required
          name="coverImageAlt"
          value={value.alt}
          onChange={(event) => onChange({ ...value, alt: event.target.value })}
          error={errors.alt}
          disabled={disabled}
        />
      )}
      <div className="flex flex-wrap gap-3">
        {value.file && (
          <Button variant="secondary" onClick={clearFile} disabled={disabled}>
            {t('images.remove')}
          </Button>
        )}
        {!value.file && current && (
          <Button variant="secondary" onClick={() => onChange({ ...value, remove: !value.remove })} disabled={disabled}>
            {value.remove ? t('images.keep') : t('images.remove')}
          </Button>
        )}
      </div>
    </fieldset>
  );
}
