import type { Request } from 'express';
import type { Appearance } from '../../common/types/shared.js';

const APPEARANCES: readonly Appearance[] = ['light', 'dark', 'system'];

/** The theme chosen in the `appearance` cookie, so the first HTML already carries it. */
export function readAppearance(req: Request): Appearance {
  const value = req.cookies?.appearance as string | undefined;
  return APPEARANCES.find((appearance) => appearance === value) ?? 'system';
}
