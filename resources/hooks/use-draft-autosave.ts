import { useEffect, useRef, useState } from 'react';
import { readXsrfCookie } from '../lib/realtime';

export const AUTOSAVE_DELAY_MS = 2000;

export type AutosaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * Sends a draft's words to the server (`PUT url`, JSON) a pause after the last keystroke, when they
 * differ from what the server holds. `saved` is what the server holds now, so the page knows what is
 * still unsaved. Off (`url` undefined) for published and scheduled posts: those change only on Save.
 */
export function useDraftAutosave<Fields extends Record<string, string>>(
  url: string | undefined,
  fields: Fields,
  stored: Fields,
) {
  const [saved, setSaved] = useState(stored);
  const [state, setState] = useState<AutosaveState>('idle');
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const latest = useRef(fields);
  latest.current = fields;

  // A full save (or another page load) gives new stored values: they are what the server holds.
  useEffect(() => setSaved(stored), [stored]);

  const key = JSON.stringify(fields);
  const differs = key !== JSON.stringify(saved);
  useEffect(() => {
    if (!url || !differs) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      const sending = latest.current;
      setState('saving');
      fetch(url, {
        method: 'PUT',
        credentials: 'same-origin',
        signal: controller.signal,
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'X-XSRF-TOKEN': readXsrfCookie() ?? '',
        },
        body: JSON.stringify(sending),
      })
        .then(async (response) => {
          if (!response.ok) throw new Error(String(response.status));
          const answer = (await response.json()) as { savedAt: string };
          setSaved(sending);
          setSavedAt(answer.savedAt);
          setState('saved');
        })
        .catch((error: unknown) => {
          if (!(error instanceof DOMException && error.name === 'AbortError')) setState('failed');
        });
    }, AUTOSAVE_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [url, key, differs]);

  return { saved, state, savedAt };
}
