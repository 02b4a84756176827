import { router } from '@inertiajs/react';
import { useEffect, useRef, useState } from 'react';
import { channelName } from '../../common/realtime/channels.js';
import { MEMBER_NOTICE_EVENT, type MemberNotice } from '../../common/realtime/protocol.js';
import { useChannel } from '../hooks/use-channel';
import { useFlash, useSharedProps } from '../hooks/use-shared-props';
import { useTranslation } from '../lib/i18n';
import { CloseIcon } from './icons';

export const FLASH_TIMEOUT_MS = 6000;

type Tone = 'success' | 'error';

const toneClasses: Record<Tone, string> = {
  success: 'border-green-300 bg-green-50 text-green-900 dark:border-green-700 dark:bg-green-950 dark:text-green-100',
  error: 'border-red-300 bg-red-50 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100',
};

function Toast({ tone, message }: { tone: Tone; message: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);

  useEffect(() => {
    const timer = window.setTimeout(() => setOpen(false), FLASH_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!open) return null;
  return (
    <div
      className={`pointer-events-auto flex items-start gap-3 rounded-xl border px-4 py-3 shadow-lg ${toneClasses[tone]}`}
    >
      <p className="flex-1 text-sm font-medium">{message}</p>
      <button
        type="button"
        onClick={() => setOpen(false)}
        aria-label={t('flash.dismiss')}
        className="-m-1 rounded p-1 hover:bg-black/5 dark:hover:bg-white/10"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}

type Messages = Partial<Record<Tone, string>>;

/**
 * Shows the flash messages of the current response and the notices sent live to the signed-in
 * member; render it inside <main> so the live regions belong to a landmark. Every response or
 * notice is a new object, so counting them remounts the toasts: the same text twice shows twice.
 */
export function FlashToasts() {
  const { auth } = useSharedProps();
  const responseFlash = useFlash();
  const [seen, setSeen] = useState<{ source: object; messages: Messages; count: number }>({
    source: responseFlash,
    messages: responseFlash,
    count: 0,
  });
  // A partial reload (a live list refreshing itself, deferred props arriving with a copy of the flash) is
  // not a visit: it neither clears nor repeats a toast.
  const [partialReload, setPartialReload] = useState(false);
  if (seen.source !== responseFlash) {
    const repeated = responseFlash.success === seen.messages.success && responseFlash.error === seen.messages.error;
    const keep = partialReload && (repeated || (!responseFlash.success && !responseFlash.error));
    setSeen(
      keep
        ? { ...seen, source: responseFlash }
        : { source: responseFlash, messages: responseFlash, count: seen.count + 1 },
    );
  }
  useChannel<MemberNotice>(auth.user ? channelName.user(auth.user.id) : null, MEMBER_NOTICE_EVENT, (notice) =>
    setSeen((current) => ({
      source: current.source,
      messages: { [notice.tone]: notice.message },
      count: current.count + 1,
    })),
  );
  // The client keeps a prop equal to the last one as it was, so the same text after a later form
  // (renewing a feed twice) comes back as the same object: every finished visit counts as new too.
  const [visits, setVisits] = useState(0);
  const visitIsPartial = useRef(false);
  useEffect(() => {
    const stopStart = router.on('start', (event) => {
      const { only, except } = event.detail.visit;
      visitIsPartial.current = only.length > 0 || except.length > 0;
      setPartialReload(visitIsPartial.current);
    });
    const stopSuccess = router.on('success', () => {
      if (!visitIsPartial.current) setVisits((count) => count + 1);
    });
    return () => {
      stopStart();
      stopSuccess();
    };
  }, []);
  const flash = seen.messages;
  const key = `${seen.count}-${visits}`;

  // The live regions stay mounted so screen readers announce messages that appear later.
  return (
    <div className="pointer-events-none fixed inset-x-0 top-20 z-40 flex flex-col items-center gap-2 px-4 sm:items-end">
      <div role="status" aria-live="polite" className="w-full max-w-sm">
        {flash.success && <Toast key={key} tone="success" message={flash.success} />}
      </div>
      <div role="alert" className="w-full max-w-sm">
        {flash.error && <Toast key={key} tone="error" message={flash.error} />}
      </div>
    </div>
  );
}
