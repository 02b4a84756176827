// The client learns every URL from its route helpers (resources/lib/routes.ts): each one must lead to a
// route the server really mounts, or a page would link or post to nowhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../resources/lib/routes.js';
import { appRoutes } from '../support/app-routes.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

type Helper = (...args: string[]) => string;

// Mounted only when the app runs a realtime server (server/app.ts), which this test app does not;
// tests/server/realtime.test.ts covers it.
const MOUNTED_WITH_REALTIME = ['broadcasting.auth'];

/** Every helper with its dotted name, called with sample values for its parameters. */
function helperUrls(node: object, prefix = ''): [name: string, url: string][] {
  return Object.entries(node).flatMap(([key, value]): [string, string][] => {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'function') {
      const helper = value as Helper;
      const samples = Array.from({ length: helper.length }, (_, index) => `sample${index + 1}`);
      return [[name, helper(...samples)]];
    }
    return helperUrls(value as object, name);
  });
}

/** An Express path (`/admin/events/:id/scanner`) as a pattern matching the URLs it serves. */
const pathPattern = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`);

describe('client route helpers', () => {
  it('each lead to a route the server mounts', () => {
    const mounted = appRoutes(testApp.app).map((route) => pathPattern(route.path));
    const missing = helperUrls(routes)
      .filter(([name]) => !MOUNTED_WITH_REALTIME.includes(name))
      .map(([name, url]) => [name, new URL(url, 'http://agora.test').pathname] as const)
      .filter(([, path]) => !mounted.some((pattern) => pattern.test(path)))
      .map(([name, path]) => `${name} → ${path}`);
    expect(missing).toEqual([]);
  });
});
