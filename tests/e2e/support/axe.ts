import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from '@playwright/test';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's violations on the page as it is now. axe is put into the page once and stays across Inertia
 * visits, viewport and colour-scheme changes: the usual wrapper injected it and opened a blank page for
 * every check, which made each check cost about 2 s instead of 0.4 s. Our pages have no frames, so
 * running in the top document sees everything.
 */
export async function axeViolations(page: Page): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run(options: object): Promise<AxeResults> } }).axe.run({
      resultTypes: ['violations'],
    }),
  );
  return results.violations;
}
