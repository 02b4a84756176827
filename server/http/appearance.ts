import type { Request } from 'express';
import type { Appearance } from '../../common/types/shared.js';

const APPEARANCES: readonly Appearance[] = ['light', 'dark', 'system'];
/** The one cookie the app reads itself (express-session reads its own); its values are plain words. */
const APPEARANCE_COOKIE = /(?:^|;)\s*appearance=([^;]*)/;

/** The theme chosen in the `appearance` cookie, so the first HTML already carries it. */
export function readAppearance(req: Request): Appearance {
  const value = APPEARANCE_COOKIE.exec(req.headers.cookie ?? '')?.[1]?.trim();
  return APPEARANCES.find((appearance) => appearance === value) ?? 'system';
}
