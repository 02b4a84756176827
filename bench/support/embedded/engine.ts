import type { Database } from '../../../server/db.js';

/** An embedded database opened for the bench, with the app's schema applied. */
export interface OpenedEngine {
  db: Database;
  close(): Promise<void>;
}

/** A way to open an engine in a fresh temp folder; `label` names the row in the cold-start table. */
export interface EngineOpener {
  label: string;
  /** The queries run on the database this opener made (one per engine); the others only time the start. */
  workload: boolean;
  open(dir: string): Promise<OpenedEngine>;
}

export const ENGINE_NAMES = ['sqlite', 'pglite'] as const;
export type EngineName = (typeof ENGINE_NAMES)[number];

export const isEngineName = (name: string | undefined): name is EngineName =>
  ENGINE_NAMES.some((engine) => engine === name);

/** Loaded lazily, so each engine's process holds only its own driver (the RSS figure is its own). */
export async function openersFor(engine: EngineName): Promise<EngineOpener[]> {
  if (engine === 'sqlite') return (await import('./sqlite.js')).SQLITE_OPENERS;
  return (await import('./pglite.js')).PGLITE_OPENERS;
}
