import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { build } from 'vite';
import { areaNamespacesFor } from '../resources/lib/area-translations.js';
import { compressResponses } from '../server/http/compression.js';
import { staticFiles } from '../server/http/static-files.js';
import { runIfMain, type Suite } from './support/suite.js';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const ENTRY = 'resources/app.tsx';
const SOCKET_CLIENT = 'resources/lib/socket-client.ts';

/** The chunks a page needs before it shows: the entry, the page, its area's wording, and what it loads at once. */
const pageChunks = (name: string, ...loadedAtOnce: string[]) => [
  ENTRY,
  `resources/pages/${name}.tsx`,
  ...areaNamespacesFor(name).map((namespace) => `resources/lang/en/${namespace}.json`),
  ...loadedAtOnce,
];
const SCENARIOS = [
  ['first visit (Welcome)', pageChunks('Welcome')],
  // The scanner subscribes to its event's channel as it opens, which loads the Socket.IO client.
  ['scanner page', pageChunks('admin/event/Scanner', SOCKET_CLIENT)],
] as const;

/** The files a browser loads for the entry and one page: their static imports and CSS, once each. */
function filesFor(manifest: Manifest, keys: string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No ${key} in the client build's manifest`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
}

/** Body bytes of one GET as they cross the wire with the given Accept-Encoding. */
function wireBytes(port: number, file: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(
        { host: '127.0.0.1', port, path: `/build/${file}`, headers: { 'accept-encoding': acceptEncoding } },
        (response) => {
          let bytes = 0;
          response.on('data', (chunk: Buffer) => (bytes += chunk.length));
          response.on('end', () =>
            response.statusCode === 200 ? resolve(bytes) : reject(new Error(`${file}: ${response.statusCode}`)),
          );
        },
      )
      .on('error', reject);
  });
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

const suite: Suite = {
  name: 'Bytes on the wire: JavaScript and CSS a page loads, from a fresh production build',
  inDefaultRun: true,
  async run() {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-bench-build-'));
    const outDir = path.join(publicDir, 'build');
    await build({ logLevel: 'silent', build: { outDir, emptyOutDir: true } });
    const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const app = express().use(compressResponses(), staticFiles(publicDir));
    const server = await new Promise<http.Server>((resolve) => {
      const listening = http.createServer(app).listen(0, '127.0.0.1', () => resolve(listening));
    });
    const { port } = server.address() as AddressInfo;
    try {
      const rows = [];
      for (const [name, chunks] of SCENARIOS) {
        const files = filesFor(manifest, chunks);
        const sum = async (acceptEncoding: string) =>
          (await Promise.all(files.map((file) => wireBytes(port, file, acceptEncoding)))).reduce((a, b) => a + b, 0);
        rows.push({
          name,
          figures: [String(files.length), kB(await sum('identity')), kB(await sum('gzip')), kB(await sum('br, gzip'))],
        });
      }
      return [
        {
          title: 'served by the app (static files precompressed at build, chosen by Accept-Encoding)',
          unit: 'figures' as const,
          columns: ['files', 'uncompressed', 'gzip', 'brotli'],
          rows,
          notes: [
            'What the browser fetches before the page shows: the entry, the page component, their imports.',
            'The Socket.IO client loads with the first live subscription. Goal: ≤ 120 kB gzip for the first visit.',
          ],
        },
      ];
    } finally {
      server.close();
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  },
};

export default suite;
await runIfMain(import.meta.url, suite);
