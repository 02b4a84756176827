import { describe, expect, it } from 'vitest';
import { readAfterWrite } from '../../server/db/read-after-write.js';

/** A load the test finishes by hand, counting how often it started. */
function controlledLoads() {
  const started: ((value: number) => void)[] = [];
  return {
    started,
    load: () => new Promise<number>((resolve) => started.push(resolve)),
  };
}

/** A few turns of the event loop: reads start on a later turn than they were asked for. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

describe('a read shared by the callers after their writes', () => {
  it('serves callers who asked before it started with one read', async () => {
    const reads = readAfterWrite<number>();
    const { started, load } = controlledLoads();
    const answers = Promise.all([reads.read('a', load), reads.read('a', load), reads.read('a', load)]);
    await settle();
    expect(started).toHaveLength(1);
    started[0]!(7);
    expect(await answers).toEqual([7, 7, 7]);
  });

  it('gives a caller who asks while a read runs the next read, not the running one', async () => {
    const reads = readAfterWrite<number>();
    const { started, load } = controlledLoads();
    const first = reads.read('a', load);
    await settle();
    const second = reads.read('a', load);
    const third = reads.read('a', load);
    await settle();
    expect(started).toHaveLength(1);
    started[0]!(1);
    expect(await first).toBe(1);
    await settle();
    expect(started).toHaveLength(2);
    started[1]!(2);
    expect([await second, await third]).toEqual([2, 2]);
  });

  it('reads each key on its own', async () => {
    const reads = readAfterWrite<number>();
    const { started, load } = controlledLoads();
    const a = reads.read('a', load);
    const b = reads.read('b', load);
    await settle();
    expect(started).toHaveLength(2);
    started[0]!(1);
    started[1]!(2);
    expect([await a, await b]).toEqual([1, 2]);
  });

  it('lets a failed read fail only its own callers', async () => {
    const reads = readAfterWrite<number>();
    const { started, load } = controlledLoads();
    const failing = () => load().then(() => Promise.reject(new Error('database gone')));
    const failed = reads.read('a', failing);
    await settle();
    const next = reads.read('a', () => Promise.resolve(5));
    started[0]!(0);
    await expect(failed).rejects.toThrow('database gone');
    expect(await next).toBe(5);
  });
});
