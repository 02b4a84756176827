import express from 'express';
import { UPLOADS_PATH } from './image-key.js';

/**
 * The stored images under /uploads/. Their names come from their content, so a name never changes
 * meaning: cached for a year as immutable. nosniff: a file is only ever what its extension says.
 */
export function uploadedImages(uploadDir: string) {
  const router = express.Router();
  router.use(
    UPLOADS_PATH,
    express.static(uploadDir, {
      index: false,
      dotfiles: 'deny',
      immutable: true,
      maxAge: '365d',
      setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff'),
    }),
  );
  return router;
}
