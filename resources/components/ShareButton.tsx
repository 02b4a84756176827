import { useState } from 'react';
import { useTranslation } from '../lib/i18n';
import { Button } from './ui/Button';
import { ShareIcon } from './icons';

type Status = 'idle' | 'copied' | 'failed';

/**
 * Shares a page: the device's share sheet where the browser offers one (phones), else copies the link
 * and says so in a live region, so a screen reader hears "Link copied" too.
 */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('idle');

  async function share() {
    const absolute = new URL(url, window.location.href).toString();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url: absolute });
        return;
      } catch (error) {
        // Closing the share sheet is the reader's choice, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(absolute);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  }

  return (
    <span className="inline-flex items-center gap-3">
      <Button variant="secondary" onClick={() => void share()}>
        <ShareIcon className="size-4" />
        {t('share.button')}
      </Button>
      <span role="status" aria-live="polite" className="text-sm text-gray-700 dark:text-gray-300">
        {status === 'copied' && t('share.linkCopied')}
        {status === 'failed' && t('share.copyFailed', { url: new URL(url, window.location.href).toString() })}
      </span>
    </span>
  );
}
