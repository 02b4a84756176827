export const DEFAULT_APP_NAME = 'Agora';

/** `{page title} - {brand}`, or the brand alone when a page sets no title (SPEC intro). */
export function formatTitle(title: string, appName: string): string {
  return title ? `${title} - ${appName}` : appName;
}
