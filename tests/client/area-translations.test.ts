// The wording of an area (admin, settings, scanner, auth, guardian consent) loads only with the pages
// whose names select it. This reads the code each page runs (its imports, its layout's and the app
// shell's) for keys of an area namespace, and checks the page loads every namespace they use.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveLayout } from '../../resources/layouts/resolve-layout';
import { AREA_NAMESPACES, areaNamespacesFor } from '../../resources/lib/area-translations';

const RESOURCES = path.resolve('resources');
const AREA = [...new Set(AREA_NAMESPACES.flatMap(([, namespaces]) => namespaces))];
const AREA_KEY = new RegExp(`['"\`](${AREA.join('|')})\\.[a-zA-Z]`, 'g');
const RELATIVE_IMPORT = /\bfrom\s+'(\.[^']+)'|\bimport\(\s*'(\.[^']+)'\s*\)/g;
// The shell reaches every layout through it; each page is checked with its own layout instead.
const LAYOUT_CHOICE = path.join(RESOURCES, 'layouts', 'resolve-layout.ts');

function sourceFile(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`].find(
    (file) => file.startsWith(RESOURCES) && /\.tsx?$/.test(file) && fs.existsSync(file),
  );
}

function codeOf(entry: string, files = new Set<string>()): Set<string> {
  if (files.has(entry) || entry === LAYOUT_CHOICE) return files;
  files.add(entry);
  for (const [, specifier, dynamic] of fs.readFileSync(entry, 'utf8').matchAll(RELATIVE_IMPORT)) {
    const file = sourceFile(entry, (specifier ?? dynamic)!);
    if (file) codeOf(file, files);
  }
  return files;
}

function areaNamespacesUsed(files: Iterable<string>): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of files)
    for (const [, namespace] of fs.readFileSync(file, 'utf8').matchAll(AREA_KEY))
      used.set(namespace!, path.relative(RESOURCES, file));
  return used;
}

const pageNames = fs
  .readdirSync(path.join(RESOURCES, 'pages'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.tsx'))
  .map((file) => file.slice(0, -'.tsx'.length).split(path.sep).join('/'));

describe('area translations', () => {
  it('finds the pages and the area keys they use', () => {
    expect(pageNames).toContain('admin/event/Scanner');
    expect(areaNamespacesUsed(codeOf(path.join(RESOURCES, 'pages/auth/Login.tsx')))).toEqual(
      new Map([['auth', 'pages/auth/Login.tsx']]),
    );
  });

  it.each(pageNames)('%s loads every area namespace its code uses', (name) => {
    const files = codeOf(path.join(RESOURCES, 'app.tsx'));
    codeOf(path.join(RESOURCES, 'pages', `${name}.tsx`), files);
    codeOf(path.join(RESOURCES, 'layouts', `${resolveLayout(name).name}.tsx`), files);
    const missing = [...areaNamespacesUsed(files)].filter(
      ([namespace]) => !(areaNamespacesFor(name) as readonly string[]).includes(namespace),
    );
    expect(missing, 'namespace and a file using it').toEqual([]);
  });
});
