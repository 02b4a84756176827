import type { Request, Response } from 'express';
import type { SharedProps } from '../../common/types/shared.js';
import { always } from '@agora/inertia-express';
import { readAppearance } from './appearance.js';
import { takeFlashed } from './flash.js';

/** Props every page receives. Errors and flash are always sent, partial reloads included. */
export function sharedProps(appName: string) {
  return (req: Request, res: Response) => {
    const { flash, errors, oldInput } = takeFlashed(req);
    const props: Record<keyof SharedProps, unknown> = {
      appName,
      auth: { user: res.locals.user ?? null },
      flash: always(flash),
      errors: always(errors),
      old: always(oldInput),
      appearance: readAppearance(req),
    };
    return props;
  };
}
