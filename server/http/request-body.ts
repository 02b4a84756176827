import { isUtf8 } from 'node:buffer';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { ErrorStatus } from '../../common/types/shared.js';
import { HttpError } from './http-error.js';

/**
 * How deeply a body may nest. Forms nest two levels at most (`guardian.email`, `scans.0.code`); a
 * deeper body is an attack (5,000 levels in 30 kB used to overflow the stack when saved as old input).
 */
export const MAX_BODY_DEPTH = 8;
/** Fields in a URL-encoded form; our largest form has a few dozen. */
export const MAX_FORM_FIELDS = 1000;

const LONE_SURROGATE = /\p{Surrogate}/u;

/** Whether a parsed body nests deeper than the limit or holds a string no database accepts. Iterative: it cannot overflow. */
export function unacceptableBody(body: unknown, maxDepth = MAX_BODY_DEPTH): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value: body, depth: 0 }];
  while (pending.length > 0) {
    const { value, depth } = pending.pop()!;
    if (typeof value === 'string') {
      if (LONE_SURROGATE.test(value)) return true;
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    if (depth >= maxDepth) return true;
    for (const [key, inner] of Object.entries(value)) {
      if (LONE_SURROGATE.test(key)) return true;
      pending.push({ value: inner, depth: depth + 1 });
    }
  }
  return false;
}

class UnacceptableBody extends HttpError {
  constructor() {
    super(400);
    this.message = 'The body nests too deeply or is not valid Unicode';
  }
}

/** Refuses a parsed body that is too deep or not valid Unicode, before any handler (or the session) sees it. */
export function checkBody(req: Request, _res: Response, next: NextFunction): void {
  next(unacceptableBody(req.body) ? new UnacceptableBody() : undefined);
}

/** Refuses bytes that are not UTF-8 instead of letting the decoder turn them into U+FFFD unseen. */
function requireUtf8(_req: Request, _res: Response, body: Buffer): void {
  if (!isUtf8(body)) throw new Error('The body is not valid UTF-8');
}

/**
 * The body parsers with their limits; their failures (malformed, too large, too many fields, too deep)
 * carry a 4xx status that the error pages show. JSON must be an object or array (`strict`); both must
 * be valid UTF-8.
 */
export function bodyParsers() {
  // body-parser 2 refuses a form deeper than `depth` with a 400 (its types do not list the option yet).
  const formOptions = {
    extended: true,
    limit: '100kb',
    parameterLimit: MAX_FORM_FIELDS,
    depth: MAX_BODY_DEPTH,
    verify: requireUtf8,
  };
  return [
    express.urlencoded(formOptions),
    express.json({ limit: '1mb', strict: true, verify: requireUtf8 }),
    checkBody,
  ];
}

/**
 * The status for a body we refuse: a body parser's own failure (http-errors with a `type` such as
 * `entity.parse.failed`: too large, unknown charset, or unreadable) or our check; undefined for other errors.
 */
export function refusedBodyStatus(error: unknown): ErrorStatus | undefined {
  if (error instanceof UnacceptableBody) return 400;
  const { type, status, expose } = (error ?? {}) as { type?: unknown; status?: unknown; expose?: unknown };
  const fromParser =
    typeof type === 'string' && expose === true && typeof status === 'number' && status >= 400 && status < 500;
  if (!fromParser) return undefined;
  return status === 413 || status === 415 ? status : 400;
}
