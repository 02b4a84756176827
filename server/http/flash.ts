import type { Request } from 'express';
import type { FlashMessages } from '../../common/types/shared.js';

/** A message for the next page (the page object's `flash`); the Inertia adapter keeps it across the redirect. */
export function flash(req: Request, messages: FlashMessages): void {
  req.res?.inertia.flash(messages);
}

/** The input of a failed submission lives until the next page render reads it. */
export function takeOldInput(req: Request): Record<string, unknown> {
  const oldInput = req.session?.oldInput ?? {};
  if (req.session?.oldInput) delete req.session.oldInput;
  return oldInput;
}
