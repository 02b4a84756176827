import type { NextFunction, Request, Response } from 'express';
import { z } from 'zod';
import type { ValidationErrors } from '../../common/types/shared.js';
import { localPath } from './local-path.js';
import { SECRET_FIELD } from './secret-fields.js';
import { unshowableTextErrors } from './showable-text.js';

export class ValidationFailed extends Error {
  constructor(readonly errors: ValidationErrors) {
    super('Validation failed');
  }
}

/** The first message for each field, nested fields under dotted paths (`guardian.email`, `tags.0`). */
export function errorsFromZod(error: z.ZodError): ValidationErrors {
  const errors: ValidationErrors = {};
  for (const issue of error.issues) {
    const base = issue.path.map(String).join('.');
    const fields =
      issue.code === 'unrecognized_keys' ? issue.keys.map((key) => (base ? `${base}.${key}` : key)) : [base];
    for (const field of fields) {
      const message = issue.code === 'unrecognized_keys' ? 'This field is not accepted.' : issue.message;
      errors[field || 'form'] ??= message;
    }
  }
  return errors;
}

/** The valid input, or ValidationFailed with the errors by field; every text is checked for unshowable characters. */
export function validate<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const result = schema.safeParse(input);
  const textErrors = unshowableTextErrors(schema, input);
  if (result.success && Object.keys(textErrors).length === 0) return result.data;
  throw new ValidationFailed({ ...(result.success ? {} : errorsFromZod(result.error)), ...textErrors });
}

function withoutSecrets(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object') return {};
  return Object.fromEntries(Object.entries(body).filter(([key]) => !SECRET_FIELD.test(key)));
}

/** The path of a same-origin Referer, or the fallback: where "back" leads after a failed submission. */
export function backUrl(req: Request, fallback = '/'): string {
  const referer = req.get('referer');
  if (!referer) return fallback;
  try {
    const url = new URL(referer);
    const origin = `${req.protocol}://${req.get('host')}`;
    if (url.origin !== origin) return fallback;
    // `http://this.site//other.example/x` is same-origin, yet its path alone leads off-site.
    return localPath(`${url.pathname}${url.search}`) ?? fallback;
  } catch {
    return fallback;
  }
}

/** Sends a failed submission back with its errors (under the named error bag, if any) and its input. */
export function redirectBackWithErrors(error: ValidationFailed, req: Request, res: Response): void {
  res.inertia.errors(error.errors);
  req.session.oldInput = withoutSecrets(req.body);
  res.redirect(303, backUrl(req));
}

export function validationErrorHandler(error: unknown, req: Request, res: Response, next: NextFunction): void {
  if (error instanceof ValidationFailed) redirectBackWithErrors(error, req, res);
  else next(error);
}
