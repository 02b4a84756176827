// Child entry for the Lighthouse bench: the whole site (HTTP + Socket.IO) as `npm start` runs it, with
// the client build in public/build and the demo content, on a temp database; reports its URL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedDatabase } from '../../prisma/seed.js';
import { connectDatabase } from '../../server/db.js';
import { createLogger } from '../../server/logger.js';
import { startServer } from '../../server/server.js';
import { freePort } from './free-port.js';
import { reportToParent } from './parent-link.js';
import { benchConfig } from './temp-database.js';

async function startPublicSite() {
  // Its own address in canonical links and Open Graph tags, as a deployed site's would be.
  const port = await freePort();
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-bench-uploads-'));
  const { config, database } = await benchConfig({
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    UPLOAD_DIR: uploadDir,
  });
  const setup = await connectDatabase(config.databaseUrl);
  await seedDatabase(setup.db, { admin: config.seedAdmin, now: new Date(), uploadDir: config.uploadDir });
  await setup.close();
  const running = await startServer(config, createLogger(config.logLevel));
  return {
    value: running.url,
    async close() {
      await running.stop();
      await database.drop();
      for (const dir of [config.mail.dir, uploadDir]) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

await reportToParent<string>(startPublicSite);
