import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The Vite build under /build/ (hashed names: cached for a year), sent as the brotli or gzip copy the
 * build wrote beside each file when the browser accepts it, and other public files (cached briefly).
 */
export function staticFiles(publicDir = path.resolve('public')) {
  const router = express.Router();
  router.use(
    '/build',
    expressStaticGzip(path.join(publicDir, 'build'), {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      index: false,
      serveStatic: {
        index: false,
        fallthrough: true,
        setHeaders: (res, file) => {
          const hashed = file.includes(`${path.sep}assets${path.sep}`);
          res.setHeader('Cache-Control', hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache');
          // The offline service worker lives under /build/ but serves the scanner and ticket pages.
          if (path.basename(file).startsWith('offline-sw.js')) res.setHeader('Service-Worker-Allowed', '/');
        },
      },
    }),
  );
  // Only paths under what public/ holds at start look at the disk: every page visit would otherwise cost
  // a file lookup that finds nothing.
  const served = express.static(publicDir, { index: false, maxAge: '1h' });
  const names = new Set(fs.existsSync(publicDir) ? fs.readdirSync(publicDir) : []);
  router.use((req, res, next) => (names.has(req.path.split('/')[1] ?? '') ? served(req, res, next) : next()));
  return router;
}
