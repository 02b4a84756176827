// Child entry: builds the target app named in argv, listens on an ephemeral port, reports the URL.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { reportToParent } from './parent-link.js';
import { isTargetName, TARGETS } from './targets.js';

await reportToParent(async () => {
  const name = process.argv[2];
  if (!isTargetName(name)) throw new Error(`Unknown bench target "${name}"; known: ${Object.keys(TARGETS).join(', ')}`);
  const target = await TARGETS[name]();
  const server = http.createServer(target.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    value: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await target.close();
    },
  };
});
