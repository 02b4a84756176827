// An Inertia protocol adapter for Express. It knows nothing about the product using it.

/**
 * The app's pages and their props. Empty here (any component, any props); an app declares its own
 * (`declare module '@agora/inertia-express'` … `interface InertiaPages extends TheAppsPageMap {}`), and
 * `render` then checks each component name and its props against that map. Declared in this entry file
 * so that an augmentation of the package reaches it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface InertiaPages {}

export { inertia } from './middleware.js';
export { InertiaResponse, type InertiaOptions } from './response.js';
export { always, defer, merge, once, optional, scroll, type ScrollPages } from './prop-helpers.js';
export { HEADERS } from './headers.js';
export type { Carried, RedirectCarry } from './redirect-carry.js';
export { pageScript, serializePage } from './page-script.js';
export type { Page, PageIdentifier, Props } from './page.js';
