import type { Request, Response } from 'express';
import type { SharedProps } from '../../common/types/shared.js';
import { always } from '@agora/inertia-express';
import { readAppearance } from './appearance.js';
import { takeOldInput } from './flash.js';

/**
 * Props every page receives besides `errors` (the adapter's). Old input is always sent, partial reloads
 * included, like the errors it comes with.
 */
export function sharedProps(appName: string) {
  return (req: Request, res: Response) => {
    const props: Record<Exclude<keyof SharedProps, 'errors'>, unknown> = {
      appName,
      auth: { user: res.locals.user ?? null },
      old: always(takeOldInput(req)),
      appearance: readAppearance(req),
    };
    return props;
  };
}
