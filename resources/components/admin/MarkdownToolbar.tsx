import { useRef } from 'react';
import { useTranslation } from '../../lib/i18n';

export type FormatAction = 'bold' | 'italic' | 'link' | 'heading' | 'list' | 'quote';

/** Ctrl (Cmd on a Mac) with these letters formats the selection, as in word processors. */
export const SHORTCUT_KEYS: Partial<Record<string, FormatAction>> = { b: 'bold', i: 'italic', k: 'link' };

/** What each button shows: a letter where editors know it (B, I, H), else the action's name. */
const BUTTONS: { action: FormatAction; glyph?: string; shortcut?: string }[] = [
  { action: 'bold', glyph: 'B', shortcut: 'B' },
  { action: 'italic', glyph: 'I', shortcut: 'I' },
  { action: 'link', shortcut: 'K' },
  { action: 'heading', glyph: 'H' },
  { action: 'list' },
  { action: 'quote' },
];

const BUTTON =
  'inline-flex min-h-9 min-w-9 items-center justify-center rounded-md px-2 text-sm font-semibold text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-60 dark:text-gray-100 dark:hover:bg-gray-800';

interface MarkdownToolbarProps {
  controls: string;
  onFormat: (action: FormatAction) => void;
  /** Present when images may be added: called with the file the author picked. */
  onImage?: (file: File) => void;
  disabled?: boolean;
}

/** Formatting buttons over a Markdown text box: each names its action and shortcut for screen readers. */
export function MarkdownToolbar({ controls, onFormat, onImage, disabled }: MarkdownToolbarProps) {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  return (
    <div
      role="toolbar"
      aria-label={t('admin.markdown.toolbar')}
      aria-controls={controls}
      className="mt-2 flex flex-wrap gap-1 rounded-t-lg border border-b-0 border-gray-400 bg-gray-50 p-1 dark:border-gray-600 dark:bg-gray-900"
    >
      {BUTTONS.map(({ action, glyph, shortcut }) => (
        <button
          key={action}
          type="button"
          className={`${BUTTON} ${action === 'italic' ? 'italic' : ''}`}
          aria-label={t(`admin.markdown.${action}`)}
          title={shortcut ? `${t(`admin.markdown.${action}`)} (Ctrl+${shortcut})` : t(`admin.markdown.${action}`)}
          aria-keyshortcuts={shortcut ? `Control+${shortcut} Meta+${shortcut}` : undefined}
          disabled={disabled}
          onClick={() => onFormat(action)}
        >
          <span aria-hidden="true">{glyph ?? t(`admin.markdown.${action}`)}</span>
        </button>
      ))}
      {onImage && (
        <>
          <button
            type="button"
            className={BUTTON}
            aria-label={t('admin.markdown.image')}
            title={t('admin.markdown.image')}
            disabled={disabled}
            onClick={() => picker.current?.click()}
          >
            <span aria-hidden="true">{t('admin.markdown.image')}</span>
          </button>
          <input
            ref={picker}
            type="file"
            accept="image/*"
            hidden
            tabIndex={-1}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onImage(file);
            }}
          />
        </>
      )}
    </div>
  );
}
