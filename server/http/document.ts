import type { Request, Response } from 'express';
import { pageScript, type Page } from '../inertia/index.js';
import type { ClientAssets } from './assets.js';
import { readAppearance } from './appearance.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The HTML document of a first visit: theme class from the cookie, client assets, the page object. */
export function htmlDocument(appName: string, assets: ClientAssets) {
  return (page: Page, req: Request, res: Response): string => {
    const appearance = readAppearance(req);
    const themeClass = appearance === 'dark' ? 'dark' : appearance;
    return [
      '<!DOCTYPE html>',
      `<html lang="en" class="${themeClass}">`,
      '<head>',
      '<meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      `<title>${escapeHtml(appName)}</title>`,
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
      assets.headTags(String(res.locals.cspNonce ?? '')),
      '</head>',
      `<body>${pageScript(page)}</body>`,
      '</html>',
    ].join('');
  };
}
