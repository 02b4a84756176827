import type { Page } from './page.js';

const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON that cannot close the script element it sits in, whatever the props contain. */
export function serializePage(page: Page): string {
  return JSON.stringify(page).replace(/[<>&\u2028\u2029]/g, (char) => UNSAFE_IN_SCRIPT[char] ?? char);
}

/** The markup the client boots from: the page object where the client reads it, and the mount point. */
export function pageScript(page: Page, id = 'app'): string {
  return `<script data-page="${id}" type="application/json">${serializePage(page)}</script><div id="${id}"></div>`;
}
