import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';
import { build } from 'vite';
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/support/browser.js';
import { withChild } from './support/child-process.js';
import { freePort } from './support/free-port.js';
import type { Section } from './support/report.js';
import { runIfMain, type Suite } from './support/suite.js';

const PUBLIC_SITE = path.resolve('bench/support/public-site.ts');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** The path of the first item on a listing page (a demo event, a demo post), read from its Inertia page. */
async function firstItem(baseUrl: string, listing: '/events' | '/blog', key: 'events' | 'posts'): Promise<string> {
  const html = await (await fetch(baseUrl + listing)).text();
  const json = /<script data-page="app" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  const page = JSON.parse(json ?? '{}') as { props?: Record<string, { data?: { slug: string }[] }> };
  const slug = page.props?.[key]?.data?.[0]?.slug;
  if (!slug) throw new Error(`No ${key} listed on ${listing}`);
  return `${listing}/${slug}`;
}

const suite: Suite = {
  name: 'Lighthouse (desktop) on the public pages, in the same Chromium the browser tests drive',
  inDefaultRun: true,
  async run() {
    // The client as production serves it: the scores include its JavaScript and CSS. Vite sets
    // NODE_ENV for its build; the served app's child process must not inherit it.
    const nodeEnv = process.env.NODE_ENV;
    await build({ logLevel: 'silent' });
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    return withChild<string, Section[]>(PUBLIC_SITE, [], async (baseUrl) => {
      const paths = [
        '/',
        '/events',
        await firstItem(baseUrl, '/events', 'events'),
        await firstItem(baseUrl, '/blog', 'posts'),
      ];
      const port = await freePort();
      const browser = await chromium.launch({
        executablePath: findChromium(),
        args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
      });
      try {
        const rows = [];
        for (const page of paths) {
          const result = await lighthouse(
            baseUrl + page,
            { port, logLevel: 'error', onlyCategories: [...CATEGORIES] },
            desktopConfig,
          );
          if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
          const { categories, audits } = result.lhr;
          // The checks that cost points: weighted in a category and not passed in full.
          const failing = CATEGORIES.flatMap((category) => categories[category]?.auditRefs ?? [])
            .filter(({ id, weight }) => weight > 0 && (audits[id]?.score ?? 1) < 1)
            .map(({ id }) => id);
          rows.push({
            name: page,
            figures: [
              ...CATEGORIES.map((category) => (categories[category]?.score ?? 0).toFixed(2)),
              failing.join(', ') || '–',
            ],
          });
        }
        return [
          {
            title: 'scores from 0 to 1, simulated desktop throttling, demo content',
            unit: 'figures' as const,
            columns: ['performance', 'accessibility', 'best practices', 'SEO', 'failed checks'],
            rows,
            notes: ['Goals (SPEC §15, issue 16): performance ≥ 0.95, accessibility, best practices and SEO 1.00.'],
          },
        ];
      } finally {
        await browser.close();
      }
    });
  },
};

export default suite;
await runIfMain(import.meta.url, suite);
