// An Inertia protocol adapter for Express. It knows nothing about the product using it.
export { inertia } from './middleware.js';
export { InertiaResponse, type InertiaOptions } from './response.js';
export { always, defer, merge, once, optional } from './prop-helpers.js';
export { HEADERS } from './headers.js';
export { pageScript, serializePage } from './page-script.js';
export type { Page, Props } from './page.js';
