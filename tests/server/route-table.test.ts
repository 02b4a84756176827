// Every URL is declared once, in the route table (common/routes): the server mounts exactly the table's
// routes behind exactly the guards it names, and every client helper leads to one of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../common/routes/index.js';
import { routeEntries, type GuardRule, type Method } from '../../common/routes/route.js';
import { fillPath } from '../../common/routes/url.js';
import { routes } from '../../resources/lib/routes.js';
import { appRoutes, routeKey } from '../support/app-routes.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

// Mounted only when the app runs a realtime server (server/app.ts), which this test app does not;
// tests/server/realtime.test.ts covers it.
const MOUNTED_WITH_REALTIME = ['POST /broadcasting/auth'];

/** Each method of each table route, with the guards the server must put in front of it. */
function tableRoutes(): Map<string, GuardRule[]> {
  return new Map(
    routeEntries(ROUTES).flatMap(([, route]) =>
      Object.entries(route.methods).map(([method, rule]): [string, GuardRule[]] => [
        routeKey({ method: method as Method, path: route.path }),
        rule.kind === 'anyone' ? [] : [rule],
      ]),
    ),
  );
}

function mountedRoutes(): Map<string, GuardRule[]> {
  return new Map(appRoutes(testApp.app).map((route) => [routeKey(route), route.guards]));
}

type Helper = (...args: string[]) => string;

/** Every client helper with its dotted name, called with sample values for its parameters. */
function helperUrls(node: object, prefix = ''): [name: string, url: string][] {
  return Object.entries(node).flatMap(([key, value]): [string, string][] => {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value !== 'function') return helperUrls(value as object, name);
    const helper = value as Helper;
    // The table's helpers take their path's parameters as rest arguments (length 0): offer them enough.
    const samples = Array.from({ length: helper.length || 3 }, (_, index) => `sample${index + 1}`);
    return [[name, helper(...samples)]];
  });
}

/** An Express path (`/admin/events/:id/scanner`) as a pattern matching the URLs it serves. */
const pathPattern = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`);

describe('the route table', () => {
  it('is mounted by the server, each method behind the guard it names', () => {
    const mounted = mountedRoutes();
    const notMounted = [...tableRoutes()]
      .filter(([key]) => !MOUNTED_WITH_REALTIME.includes(key))
      .filter(([key, guards]) => JSON.stringify(mounted.get(key)) !== JSON.stringify(guards))
      .map(([key, guards]) => `${key}: table ${JSON.stringify(guards)}, mounted ${JSON.stringify(mounted.get(key))}`);
    expect(notMounted).toEqual([]);
  });

  it('holds every route the server mounts', () => {
    const table = tableRoutes();
    expect([...mountedRoutes().keys()].filter((key) => !table.has(key))).toEqual([]);
  });

  it('declares each URL once', () => {
    const paths = routeEntries(ROUTES).map(([, route]) => route.path);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });
});

describe('client route helpers', () => {
  it('each lead to a route of the table', () => {
    const table = routeEntries(ROUTES).map(([, route]) => pathPattern(route.path));
    const missing = helperUrls(routes)
      .map(([name, url]) => [name, new URL(url, 'http://agora.test').pathname] as const)
      .filter(([, path]) => !table.some((pattern) => pattern.test(path)))
      .map(([name, path]) => `${name} → ${path}`);
    expect(missing).toEqual([]);
  });

  it('fill path parameters in order, each encoded as one segment', () => {
    expect(routes.settings.familyCollector(7, 'a/b')).toBe('/settings/family/children/7/collectors/a%2Fb');
    expect(routes.memberCalendar('secret token')).toBe('/calendar/secret%20token.ics');
    expect(() => fillPath(ROUTES.admin.events.checkIn.path, [1])).toThrow(/:ticketId/);
  });
});
