import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { checkBody } from '../http/request-body.js';
import type { ValidationFailed } from '../http/validation.js';

/**
 * Runs a multer reader (memory storage) and turns each of its failures into a field error: with nothing
 * written to disk, a failure can only come from the request itself (a limit, a truncated form, a missing
 * boundary, a malformed part header such as a NUL in a file name). The fields it read then get the same
 * depth and Unicode check as any other body.
 */
export function multipartForm(parse: RequestHandler, fieldError: (error: unknown) => ValidationFailed): RequestHandler {
  return function readMultipartForm(req: Request, res: Response, next: NextFunction): void {
    void parse(req, res, (error?: unknown) => {
      if (error) return next(fieldError(error));
      checkBody(req, res, next);
    });
  };
}
