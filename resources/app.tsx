import './css/app.css';

import { createInertiaApp } from '@inertiajs/react';
import { resolveLayout } from './layouts/resolve-layout';
import { initializeAppearance } from './lib/appearance';
import { readInitialAppName } from './lib/initial-page';
import { resolvePage } from './lib/resolve-page';
import { formatTitle } from './lib/title';

initializeAppearance();

const appName = readInitialAppName();

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
