import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressResponses } from '../../server/http/compression.js';
import { staticFiles } from '../../server/http/static-files.js';
import { precompressFolder } from '../../scripts/precompress-plugin.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One GET with the given Accept-Encoding, the body exactly as it came over the wire. */
function rawGet(server: http.Server, urlPath: string, headers: Record<string, string>): Promise<RawResponse> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

const listen = (app: express.Express) =>
  new Promise<http.Server>((resolve) => {
    const server = http.createServer(app).listen(0, '127.0.0.1', () => resolve(server));
  });

describe('built assets', () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-compression-'));
  // Text that compresses, as code does: a few kilobytes of repeated words around random ones.
  const script = Buffer.from(
    Array.from(
      { length: 200 },
      (_, index) => `export const value${index} = "${randomBytes(4).toString('hex')}";\n`,
    ).join(''),
  );
  const tiny = Buffer.from('export {};\n');
  let server: http.Server;

  beforeAll(async () => {
    fs.mkdirSync(path.join(publicDir, 'build', 'assets'), { recursive: true });
    fs.writeFileSync(path.join(publicDir, 'build', 'assets', 'app-1234.js'), script);
    fs.writeFileSync(path.join(publicDir, 'build', 'assets', 'tiny-1234.js'), tiny);
    await precompressFolder(path.join(publicDir, 'build'));
    const app = express();
    app.use(compressResponses(), staticFiles(publicDir));
    server = await listen(app);
  });

  afterAll(() => {
    server.close();
    fs.rmSync(publicDir, { recursive: true, force: true });
  });

  it('are sent as their brotli copy to a browser that accepts it, cached for a year', async () => {
    const response = await rawGet(server, '/build/assets/app-1234.js', {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body.length).toBeLessThan(script.length / 2);
    expect(zlib.brotliDecompressSync(response.body)).toEqual(script);
  });

  it('are sent as their gzip copy when the browser accepts only gzip, and as they are otherwise', async () => {
    const gzipped = await rawGet(server, '/build/assets/app-1234.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.body)).toEqual(script);

    const plain = await rawGet(server, '/build/assets/app-1234.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(script);
  });

  it('leaves files too small to gain as they are', async () => {
    expect(fs.existsSync(path.join(publicDir, 'build', 'assets', 'tiny-1234.js.br'))).toBe(false);
    const response = await rawGet(server, '/build/assets/tiny-1234.js', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toEqual(tiny);
  });
});

describe('pages', () => {
  let site: TestApp;
  let server: http.Server;

  beforeAll(async () => {
    site = await createTestApp();
    // Enough published posts for the blog's JSON to pass the threshold.
    for (let number = 1; number <= 10; number += 1) {
      await site.context.db.blogPost.create({
        data: {
          title: `Compressed post ${number}`,
          slug: `compressed-${number}`,
          excerpt: 'A walk along the canal and back. '.repeat(4),
          status: 'published',
          publishedAt: new Date(Date.now() - 60_000),
        },
      });
    }
    server = await listen(site.app);
  });

  afterAll(async () => {
    server.close();
    await site.close();
  });

  it('are compressed as HTML on a first visit and as JSON on an Inertia visit', async () => {
    const html = await rawGet(server, '/', { 'accept-encoding': 'br' });
    expect(html.status).toBe(200);
    expect(html.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(html.body).toString()).toContain('data-page="app"');

    const json = await rawGet(server, '/blog', {
      'accept-encoding': 'gzip',
      'x-inertia': 'true',
      'x-inertia-version': site.context.assets.version,
    });
    expect(json.status).toBe(200);
    expect(json.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(json.body).toString())).toMatchObject({ component: 'blog/Index' });
  });
});
