import { WRITE_KINDS, type WriteKind } from '../db/content-writes.js';

/**
 * The messages that carry a write between cluster workers through the primary: a worker says it wrote
 * (`wrote`); the primary tells every other worker (`advance`), each answers once its version moved
 * (`advanced`), and the writer hears `seen` when all have.
 */
export type WriteMessage =
  | { type: 'agora:wrote'; kind: WriteKind; request: number }
  | { type: 'agora:advance'; kind: WriteKind; relay: string }
  | { type: 'agora:advanced'; relay: string }
  | { type: 'agora:seen'; request: number };

const TYPES = new Set<string>(['agora:wrote', 'agora:advance', 'agora:advanced', 'agora:seen']);

/** Whether an IPC message is one of ours (the cluster adapter and the rate limiter send theirs too). */
export function isWriteMessage(message: unknown): message is WriteMessage {
  if (typeof message !== 'object' || message === null) return false;
  const { type, kind } = message as { type?: unknown; kind?: unknown };
  if (typeof type !== 'string' || !TYPES.has(type)) return false;
  return kind === undefined || WRITE_KINDS.includes(kind as WriteKind);
}
