import { useState } from 'react';
import { readXsrfCookie } from '../lib/realtime';

export type UploadStatus = { state: 'idle' } | { state: 'uploading' } | { state: 'failed'; message: string };

/**
 * Sends one image to the editor's upload endpoint (multipart `image`, answered `{ url }` or
 * `{ errors: { image } }`) and reports how it went, for a live region beside the editor.
 */
export function useImageUpload(url: string | undefined, failedMessage: string) {
  const [status, setStatus] = useState<UploadStatus>({ state: 'idle' });

  async function upload(file: File): Promise<string | null> {
    if (!url) return null;
    setStatus({ state: 'uploading' });
    const body = new FormData();
    body.append('image', file);
    try {
      const response = await fetch(url, {
        method: 'POST',
        body,
        credentials: 'same-origin',
        headers: { Accept: 'application/json', 'X-XSRF-TOKEN': readXsrfCookie() ?? '' },
      });
      const answer = (await response.json()) as { url?: string; errors?: Record<string, string> };
      if (response.ok && answer.url) {
        setStatus({ state: 'idle' });
        return answer.url;
      }
      setStatus({ state: 'failed', message: answer.errors?.image ?? failedMessage });
    } catch {
      setStatus({ state: 'failed', message: failedMessage });
    }
    return null;
  }

  return { status, upload };
}
