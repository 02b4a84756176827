import './css/app.css';

import { createInertiaApp, router } from '@inertiajs/react';
import { resolveLayout } from './layouts/resolve-layout';
import { initializeAppearance } from './lib/appearance';
import { forgetOfflinePages } from './lib/offline-pages';
import { readInitialAppName } from './lib/initial-page';
import { resolvePage } from './lib/resolve-page';
import { formatTitle } from './lib/title';
import type { SharedProps } from '../common/types/shared';

initializeAppearance();

const appName = readInitialAppName();

// The scanner's storage is loaded only where it is needed: most pages never touch it.
const withDoorLists = (use: (store: typeof import('./lib/scanner/door-list-store')) => Promise<void>) =>
  void import('./lib/scanner/door-list-store').then(use).catch(() => undefined);

// Door lists past their time go at every start, even where the scanner is never opened again (SPEC §11).
withDoorLists((store) => store.wipeExpiredDoorListsAtStart(new Date()));

// Signed out (or never signed in): no ticket or scanner page stays on this device to be opened offline,
// and no door list either, except on the scanner of a volunteer let in by a door invitation (who has no
// account, and scans offline from that list).
router.on('navigate', (event) => {
  const { component, props } = event.detail.page;
  const { auth } = props as Partial<SharedProps>;
  if (auth?.user) return;
  void forgetOfflinePages();
  const volunteering = component === 'admin/event/Scanner' && typeof props.volunteer === 'string';
  if (!volunteering) withDoorLists((store) => store.wipeAllDoorLists());
});

void createInertiaApp({
  resolve: resolvePage,
  layout: resolveLayout,
  title: (title) => formatTitle(title, appName),
  // includeCSS would inject a <style> element, which the CSP forbids: the bar is styled in app.css.
  progress: { color: '#9ca3af', delay: 250, includeCSS: false, showSpinner: false },
  // SPEC §8 values; @inertiajs/core 3.7.1 already defaults to them, set here so a library upgrade
  // cannot change them silently.
  // The CSRF double-submit cookie the server sets (these are also the library's defaults).
  http: { xsrfCookieName: 'XSRF-TOKEN', xsrfHeaderName: 'X-XSRF-TOKEN' },
  defaults: {
    form: { recentlySuccessfulDuration: 2000 },
    prefetch: { cacheFor: '30s', hoverDelay: 75 },
  },
});
