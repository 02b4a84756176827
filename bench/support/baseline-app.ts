import express, { type Express } from 'express';

/** The floor every scenario is compared with: Express 5 and nothing else. */
export function baselineApp(): Express {
  const app = express();
  app.get('/', (_req, res) => {
    res.json({ ok: true });
  });
  return app;
}
