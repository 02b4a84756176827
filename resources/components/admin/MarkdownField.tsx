import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type DragEvent,
  type KeyboardEvent,
} from 'react';
import { useImageUpload } from '../../hooks/use-image-upload';
import { useMarkdownPreview } from '../../hooks/use-markdown-preview';
import { useTranslation } from '../../lib/i18n';
import { insertImage, linkSelection, prefixLines, wrapSelection, type TextEdit } from '../../lib/markdown-edit';
import { HtmlContent } from '../ui/HtmlContent';
import { TextAreaField } from '../ui/TextAreaField';
import { MarkdownToolbar, SHORTCUT_KEYS, type FormatAction } from './MarkdownToolbar';

interface MarkdownFieldProps {
  label: string;
  hint: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** Where the server renders a preview (POST { body } → { html }). */
  previewUrl: string;
  /** Where images dropped, pasted or picked go (POST multipart { image } → { url }); none: no images. */
  imageUploadUrl?: string;
  error?: string;
  disabled?: boolean;
  /** The "Preview" heading's level: 2 where the field is the page's main content, deeper inside a section. */
  headingLevel?: 2 | 3 | 4;
  /** The text box's height in lines: a page's main text gets room, a short message less. */
  rows?: number;
}

const imagesIn = (files: FileList | null | undefined) =>
  Array.from(files ?? []).filter((file) => file.type.startsWith('image/'));

/**
 * A Markdown text box with a formatting toolbar (and Ctrl/Cmd+B, I, K) beside a live preview that the
 * server renders, as the published page will. Images dropped or pasted into the text are uploaded and
 * written in as `![description](url)` with the description selected for the author to write.
 */
export function MarkdownField(props: MarkdownFieldProps) {
  const { label, hint, name, value, onChange, previewUrl, imageUploadUrl, error, disabled } = props;
  const { headingLevel = 2, rows = 18 } = props;
  const Heading = `h${headingLevel}` as const;
  const { t } = useTranslation();
  const { html, failed } = useMarkdownPreview(previewUrl, value);
  const headingId = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  // The selection to restore once React has written the edited text into the box.
  const [selection, setSelection] = useState<[number, number] | null>(null);
  const { status, upload } = useImageUpload(imageUploadUrl, t('admin.markdown.uploadFailed'));
  const [added, setAdded] = useState(false);

  useLayoutEffect(() => {
    if (!selection || !box.current) return;
    box.current.focus();
    box.current.setSelectionRange(selection[0], selection[1]);
    setSelection(null);
  }, [selection]);

  const current = (): TextEdit => ({
    text: value,
    selectionStart: box.current?.selectionStart ?? value.length,
    selectionEnd: box.current?.selectionEnd ?? value.length,
  });
  const apply = (edit: TextEdit) => {
    onChange(edit.text);
    setSelection([edit.selectionStart, edit.selectionEnd]);
  };
  const format = (action: FormatAction) => {
    const edit = current();
    const edits: Record<FormatAction, () => TextEdit> = {
      bold: () => wrapSelection(edit, '**', '**', t('admin.markdown.boldText')),
      italic: () => wrapSelection(edit, '_', '_', t('admin.markdown.italicText')),
      link: () => linkSelection(edit, t('admin.markdown.linkText')),
      heading: () =>
        edit.selectionStart === edit.selectionEnd && value === ''
          ? wrapSelection(edit, '## ', '', t('admin.markdown.headingText'))
          : prefixLines(edit, '## '),
      list: () => prefixLines(edit, '- '),
      quote: () => prefixLines(edit, '> '),
    };
    apply(edits[action]());
  };
  const addImages = async (files: File[]) => {
    setAdded(false);
    for (const file of files) {
      const at = current();
      const url = await upload(file);
      if (!url) return;
      // The text may have changed while the image travelled: insert where the cursor was then.
      apply(insertImage({ ...at, text: box.current?.value ?? at.text }, url, t('admin.markdown.imageAlt')));
      setAdded(true);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const action = SHORTCUT_KEYS[event.key.toLowerCase()];
    if (!action) return;
    event.preventDefault();
    format(action);
  };
  const onDrop = (event: DragEvent<HTMLTextAreaElement>) => {
    const images = imageUploadUrl ? imagesIn(event.dataTransfer.files) : [];
    if (images.length === 0) return;
    event.preventDefault();
    void addImages(images);
  };
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const images = imageUploadUrl ? imagesIn(event.clipboardData.files) : [];
    if (images.length === 0) return;
    event.preventDefault();
    void addImages(images);
  };

  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <div className="min-w-0">
        <TextAreaField
          ref={box}
          label={label}
          hint={hint}
          rows={rows}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          onDrop={onDrop}
          onPaste={onPaste}
          error={error}
          disabled={disabled}
          toolbar={(id) => (
            <MarkdownToolbar
              controls={id}
              onFormat={format}
              onImage={imageUploadUrl ? (file) => void addImages([file]) : undefined}
              disabled={disabled || status.state === 'uploading'}
            />
          )}
        />
        <p role="status" className="mt-2 text-sm text-gray-700 dark:text-gray-300">
          {status.state === 'uploading' && t('admin.markdown.uploading')}
          {status.state === 'idle' && added && t('admin.markdown.uploaded')}
        </p>
        {status.state === 'failed' && (
          <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
            {status.message}
          </p>
        )}
      </div>
      <section aria-labelledby={headingId} className="min-w-0">
        <Heading id={headingId} className="text-sm font-medium text-gray-900 dark:text-gray-100">
          {t('admin.post.preview')}
        </Heading>
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
