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

// Signed out (or never signed in): no ticket or scanner page stays on this device to be opened offline.
router.on('navigate', (event) => {
  const { auth } = event.detail.page.props as Partial<SharedProps>;
  if (!auth?.user) void forgetOfflinePages();
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
