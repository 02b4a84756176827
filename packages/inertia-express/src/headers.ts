// Header names of the Inertia protocol, lower-cased as Node exposes incoming headers.
export const HEADERS = {
  inertia: 'x-inertia',
  version: 'x-inertia-version',
  location: 'x-inertia-location',
  partialComponent: 'x-inertia-partial-component',
  partialData: 'x-inertia-partial-data',
  partialExcept: 'x-inertia-partial-except',
  reset: 'x-inertia-reset',
  errorBag: 'x-inertia-error-bag',
  exceptOnceProps: 'x-inertia-except-once-props',
  mergeIntent: 'x-inertia-infinite-scroll-merge-intent',
} as const;
