import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ValidationFailed } from '../http/validation.js';
import { imageUpload } from './image-upload.js';
import { checkImage } from './images.js';
import { presentImage } from './presenter.js';

/** The multipart field of an image dropped, pasted or picked into a Markdown text. */
export const INLINE_IMAGE_FIELD = 'image';

/**
 * An image for the inside of a text (`POST multipart { image }` → 201 `{ url }`): checked and stored at
 * web widths like a cover, answered with the URL of its middle width for the editor to write as
 * `![alt](url)`. JSON, not a page (the editor stays where it is): a refused file is a 422 with the
 * field error, never a redirect. Mount it behind the editor's own guard.
 */
export function inlineImageUpload(uploadDir: string): RequestHandler[] {
  const read = imageUpload(INLINE_IMAGE_FIELD);
  const refuse = (error: unknown, res: Response, next: NextFunction) => {
    if (error instanceof ValidationFailed) return void res.status(422).json({ errors: error.errors });
    next(error);
  };
  return [
    (req, res, next) => read(req, res, (error?: unknown) => (error ? refuse(error, res, next) : next())),
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        if (!req.file) throw new ValidationFailed({ [INLINE_IMAGE_FIELD]: 'Choose an image.' });
        const key = await (await checkImage(req.file.buffer, INLINE_IMAGE_FIELD)).store(uploadDir);
        res.status(201).json({ url: presentImage(key, '')!.src });
      } catch (error) {
        refuse(error, res, next);
      }
    },
  ];
}
