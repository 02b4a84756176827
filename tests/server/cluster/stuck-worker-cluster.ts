// Run by write-relay.test.ts in a process of its own: a primary relaying writes between a worker that
// writes and a worker that serves but never answers (its event loop as good as stuck). The primary
// tells its parent whether the writer heard back.
import cluster from 'node:cluster';
import http from 'node:http';
import { relayWrites } from '../../../server/cluster/write-relay.js';
import type { WriteMessage } from '../../../server/cluster/write-messages.js';

const TIMEOUT_MS = 200;

if (cluster.isPrimary) {
  relayWrites(TIMEOUT_MS);
  const stuck = cluster.fork({ ROLE: 'stuck' });
  stuck.on('listening', () => {
    const writer = cluster.fork({ ROLE: 'writer' });
    writer.on('message', (message: unknown) => {
      if (message !== 'seen') return;
      process.send?.('the writer heard back');
      stuck.kill();
      writer.kill();
    });
  });
} else if (process.env.ROLE === 'stuck') {
  // Gone with its primary, whatever became of the test.
  process.on('disconnect', () => process.exit(0));
  http.createServer().listen(0);
} else {
  process.on('message', (message: WriteMessage) => {
    if (message.type === 'agora:seen' && message.request === 1) process.send?.('seen');
  });
  const wrote: WriteMessage = { type: 'agora:wrote', kind: 'content', request: 1 };
  process.send?.(wrote);
}
