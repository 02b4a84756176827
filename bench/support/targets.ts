import type { Express } from 'express';
import { baselineApp } from './baseline-app.js';
import { bulkContent } from './bulk-content.js';
import { seededApp, seededDatabase } from './seeded-app.js';

export type Environment = Record<string, string | undefined>;

/** An app serving, in the process that built it. */
export interface Target {
  app: Express;
  close(): Promise<void>;
}

/** A target's data, made once (in a cluster, by the primary), and the environment its apps read it with. */
export interface PreparedTarget {
  environment: Environment;
  close(): Promise<void>;
}

export interface TargetKind {
  prepare(): Promise<PreparedTarget>;
  /** Builds the app on what prepare() made (in a cluster, in each worker). */
  serve(environment: Environment): Promise<Target>;
}

const nothingToPrepare = async (): Promise<PreparedTarget> => ({ environment: {}, close: async () => {} });

/** The apps a scenario can load-test, by name; add one here when a scenario needs other data. */
export const TARGETS = {
  baseline: { prepare: nothingToPrepare, serve: async () => ({ app: baselineApp(), close: async () => {} }) },
  seeded: { prepare: () => seededDatabase(), serve: seededApp },
  /** The demo content plus 1,000 posts and 200 locations. */
  content: { prepare: () => seededDatabase(bulkContent), serve: seededApp },
} satisfies Record<string, TargetKind>;

export type TargetName = keyof typeof TARGETS;

export const isTargetName = (name: string | undefined): name is TargetName => name !== undefined && name in TARGETS;
