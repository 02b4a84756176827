import { useHttp } from '@inertiajs/react';
import { useEffect, useState } from 'react';

const PREVIEW_DELAY_MS = 400;

/**
 * The server's rendering of `markdown` (its sanitiser, so the preview is what visitors will get),
 * asked for after a pause in typing; a newer text cancels the request under way.
 */
export function useMarkdownPreview(url: string, markdown: string) {
  const request = useHttp<{ body: string }, { html: string }>({ body: '' });
  const [html, setHtml] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      request.transform(() => ({ body: markdown }));
      request
        .post(url, {
          onSuccess: (answer) => {
            setHtml(answer.html);
            setFailed(false);
          },
          onHttpException: () => setFailed(true),
          onNetworkError: () => setFailed(true),
        })
        // Failures are reported through the callbacks above; a cancelled request just gives way to a newer one.
        .catch(() => undefined);
    }, PREVIEW_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      request.cancel();
    };
    // `request` is a new object on every render: the preview depends only on the text and the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, markdown]);

  return { html, failed };
}
