import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { AREA_NAMESPACES, loadAreaTranslations } from '../../resources/lib/area-translations';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// Tests also render pages without resolvePage, which loads an area's wording: every area's is in at once.
await Promise.all(AREA_NAMESPACES.map(([prefix]) => loadAreaTranslations(prefix)));
