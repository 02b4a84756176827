// The door's scans begin a few per turn of the event loop. Fifty scanners answered at once send fifty
// scans that are read in one turn; begun there, they would hold the loop for the whole burst, and every
// other request, timer and socket of the site would wait behind them (SPEC §15: the loop's delay p99
// < 20 ms under the door's load). Queued here, at most a few begin per turn, and the rest of the site
// passes them by. Four: work begun together is cheaper per request (see the README's door figures).
import type { RequestHandler } from 'express';

const REQUESTS_BEGUN_PER_TURN = 4;

export function requestsInTurns(perTurn = REQUESTS_BEGUN_PER_TURN): RequestHandler {
  const waiting: (() => void)[] = [];
  const beginSome = () => {
    for (let begun = 0; begun < perTurn && waiting.length > 0; begun++) waiting.shift()!();
    // An immediate set inside an immediate runs in the next turn, after timers and sockets had theirs.
    if (waiting.length > 0) setImmediate(beginSome);
  };
  return (_req, _res, next) => {
    waiting.push(next);
    if (waiting.length === 1) setImmediate(beginSome);
  };
}
