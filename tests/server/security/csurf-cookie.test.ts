import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The version of a package as the one requiring it resolves it (its own nested copy, if any). */
function resolvedVersion(name: string, from: string): string {
  const entry = createRequire(from).resolve(name);
  let folder = path.dirname(entry);
  while (!fs.existsSync(path.join(folder, 'package.json'))) folder = path.dirname(folder);
  return (JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version: string }).version;
}

describe('csurf', () => {
  it('runs on a cookie package with the fix for CVE-2024-47764 (0.7.0 or later)', () => {
    const csurfEntry = createRequire(import.meta.url).resolve('csurf');
    const [major, minor] = resolvedVersion('cookie', csurfEntry).split('.').map(Number);
    expect(major! > 0 || minor! >= 7).toBe(true);
  });
});
