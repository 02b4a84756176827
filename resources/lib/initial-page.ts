import { DEFAULT_APP_NAME } from './title';

/** Reads the brand from the first page object the server embedded in the document. */
export function readInitialAppName(doc: Document = document): string {
  const script = doc.querySelector('script[data-page="app"][type="application/json"]');
  try {
    const page: unknown = JSON.parse(script?.textContent ?? 'null');
    const appName = (page as { props?: { appName?: unknown } } | null)?.props?.appName;
    return typeof appName === 'string' && appName !== '' ? appName : DEFAULT_APP_NAME;
  } catch {
    return DEFAULT_APP_NAME;
  }
}
