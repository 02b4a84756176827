import type { Request } from 'express';
import type { FlashMessages } from '../../common/types/shared.js';

export function flash(req: Request, messages: FlashMessages): void {
  req.session.flash = { ...req.session.flash, ...messages };
}

/** Flash messages, errors and old input live until the next page render reads them. */
export function takeFlashed(req: Request) {
  const { flash: messages = {}, errors = {}, oldInput = {} } = req.session ?? {};
  if (req.session && (req.session.flash || req.session.errors || req.session.oldInput)) {
    delete req.session.flash;
    delete req.session.errors;
    delete req.session.oldInput;
  }
  return { flash: messages, errors, oldInput };
}
