import path from 'node:path';
import { withChild } from './child-process.js';
import type { TargetName } from './targets.js';

const SERVER_PROCESS = path.resolve('bench/support/server-process.ts');

/** Runs `use` with the target app listening in a child process, given its base URL. */
export const withServedTarget = <R>(target: TargetName, use: (baseUrl: string) => Promise<R>): Promise<R> =>
  withChild<string, R>(SERVER_PROCESS, [target], use);
