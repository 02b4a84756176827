import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Button } from '../ui/Button';
import { CONTROL_CLASS, FieldFrame, useFieldIds } from '../ui/FieldFrame';

type CopyState = 'idle' | 'copied' | 'failed';

/** A read-only value (an address to paste elsewhere) with a button that copies it; the outcome is announced. */
export function CopyField({
  label,
  value,
  hint,
  focusOnShow = false,
}: {
  label: string;
  value: string;
  hint?: string;
  /** Focus the field when it appears (a value shown once, just made by the button pressed). */
  focusOnShow?: boolean;
}) {
  const { t } = useTranslation();
  const ids = useFieldIds(hint, undefined);
  const [state, setState] = useState<CopyState>('idle');
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnShow) field.current?.focus();
  }, [focusOnShow]);

  const copy = () => {
    navigator.clipboard.writeText(value).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };

  return (
    <div>
      <FieldFrame ids={ids} label={label} hint={hint}>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <input
            id={ids.id}
            {...ids.describe}
            ref={field}
            readOnly
            value={value}
            onFocus={(event) => event.currentTarget.select()}
            className={`${CONTROL_CLASS} font-mono text-sm`}
          />
          <Button
            variant="secondary"
            onClick={copy}
            aria-label={t('settings.calendarFeeds.copyLabel', { label: label.toLowerCase() })}
            className="shrink-0 sm:mt-2"
          >
            {t('settings.calendarFeeds.copy')}
          </Button>
        </div>
      </FieldFrame>
      <p role="status" className="mt-1 min-h-5 text-sm text-gray-700 dark:text-gray-300">
        {state === 'copied' && t('settings.calendarFeeds.copied')}
        {state === 'failed' && t('settings.calendarFeeds.copyFailed')}
      </p>
    </div>
  );
}
