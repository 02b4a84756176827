import { aptInstall, answers, findProgram, freePort, startService, waitUntilAnswering } from './processes.js';
import type { StartedService } from './services.js';

const SYSTEM_REDIS = 'redis://127.0.0.1:6379';

function hostAndPort(url: string): [string, number] {
  const parsed = new URL(url);
  return [parsed.hostname, Number(parsed.port || 6379)];
}

/**
 * A Redis for the tests: the one REDIS_URL names when it answers; otherwise a private redis-server on a
 * free port (installed with apt-get where this process may), stopped at the end of the run.
 */
export async function provideRedis(requested: string | undefined): Promise<StartedService> {
  if (requested && (await answers(...hostAndPort(requested)))) return { url: requested, stop: async () => {} };
  let server = findProgram(['redis-server']);
  if (!server && aptInstall(['redis-server'])) server = findProgram(['redis-server']);
  if (!server) {
    if (!requested && (await answers(...hostAndPort(SYSTEM_REDIS)))) return { url: SYSTEM_REDIS, stop: async () => {} };
    throw new Error(
      'No Redis for the tests: install redis-server (Debian/Ubuntu: apt-get install redis-server) or set REDIS_URL.',
    );
  }
  const port = await freePort();
  const child = startService(server, [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  if (!(await waitUntilAnswering('127.0.0.1', port))) {
    child.kill();
    throw new Error(`redis-server did not answer on port ${port}.`);
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      child.kill();
    },
  };
}
