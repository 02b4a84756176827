import type { Express } from 'express';
import { baselineApp } from './baseline-app.js';
import { bulkContent } from './bulk-content.js';
import { seededApp } from './seeded-app.js';

export interface Target {
  app: Express;
  close(): Promise<void>;
}

/** The apps a scenario can load-test, by name; add one here when a scenario needs other data. */
export const TARGETS = {
  baseline: async (): Promise<Target> => ({ app: baselineApp(), close: async () => {} }),
  seeded: () => seededApp(),
  /** The demo content plus 1,000 posts and 200 locations. */
  content: () => seededApp(bulkContent),
} satisfies Record<string, () => Promise<Target>>;

export type TargetName = keyof typeof TARGETS;

export const isTargetName = (name: string | undefined): name is TargetName => name !== undefined && name in TARGETS;
