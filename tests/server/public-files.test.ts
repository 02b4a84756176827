// Files in public/ are served at the site's root; any other path goes on to the routes without a look at the disk.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('public files', () => {
  it('serves what public/ holds, top level and in folders', async () => {
    const favicon = await request(testApp.app).get('/favicon.svg').expect(200);
    expect(favicon.headers['content-type']).toContain('image/svg+xml');
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
    await request(testApp.app).get('/icons/scanner-192.png').expect(200).expect('Content-Type', 'image/png');
  });

  it('answers a missing file under a public folder, and a page beside the files, as the routes do', async () => {
    await request(testApp.app).get('/icons/missing.png').expect(404);
    await request(testApp.app).get('/scanner.webmanifest/anything').expect(404);
    await request(testApp.app).get('/blog').expect(200);
  });
});
