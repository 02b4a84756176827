import path from 'node:path';
import { builtAssets } from '../../server/http/assets.js';

/** The test fixture's Vite manifest: the app renders its tags, so no client build is needed. */
export const benchAssets = () => builtAssets(path.resolve('tests/support/fixtures/build'));
