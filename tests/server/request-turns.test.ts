import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { requestsInTurns } from '../../server/http/turns.js';

/** The end of the current turn of the event loop: an immediate set now runs after those set before it. */
const endOfTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Sends `count` requests through the middleware at once, as a burst read in one turn; which have begun. */
function burst(count: number, middleware = requestsInTurns(4)) {
  const begun: number[] = [];
  for (let request = 0; request < count; request += 1)
    void middleware({} as Request, {} as Response, () => begun.push(request));
  return begun;
}

describe('requests begun in turns of the event loop', () => {
  it('begins a burst four per turn, in the order it arrived, so other work runs between them', async () => {
    const begun = burst(10);
    expect(begun).toEqual([]);
    const seenAfterEachTurn: number[][] = [];
    for (let turn = 0; turn < 3; turn += 1) {
      await endOfTurn();
      seenAfterEachTurn.push([...begun]);
    }
    expect(seenAfterEachTurn).toEqual([
      [0, 1, 2, 3],
      [0, 1, 2, 3, 4, 5, 6, 7],
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    ]);
  });

  it('begins a request that arrives after a burst was served on the next turn', async () => {
    const middleware = requestsInTurns(4);
    const first = burst(2, middleware);
    await endOfTurn();
    expect(first).toEqual([0, 1]);
    const later = burst(1, middleware);
    await endOfTurn();
    expect(later).toEqual([0]);
  });
});
