import type { Request, Response } from 'express';
import { pageScript, type Page, type Props } from '@agora/inertia-express';
import type { ClientAssets } from './assets.js';
import { readAppearance } from './appearance.js';
import { headTags, pageHeadOf } from './page-head.js';

const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The HTML document of a first visit: theme class from the cookie, the page's head (title, meta tags
 * for search engines and link previews), client assets, the page object.
 */
export function htmlDocument(site: { appName: string; appUrl: string; timeZone: string }, assets: ClientAssets) {
  return (page: Page, req: Request, res: Response, viewData: Props): string => {
    const appearance = readAppearance(req);
    const themeClass = appearance === 'dark' ? 'dark' : appearance;
    return [
      '<!DOCTYPE html>',
      // The organisation's time zone: the client shows and takes every time on its clock.
      `<html lang="en" class="${themeClass}" data-time-zone="${escapeAttribute(site.timeZone)}">`,
      '<head>',
      '<meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      headTags(pageHeadOf(viewData), site),
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
      assets.headTags(String(res.locals.cspNonce ?? '')),
      '</head>',
      `<body>${pageScript(page)}</body>`,
      '</html>',
    ].join('');
  };
}
